import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../http/errors';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const WINDOW_MS = 15 * 60_000;
/** Above this many live counters the expired ones are swept; an address flood cannot grow memory for long. */
const SWEEP_AT = 10_000;

interface Window {
  failures: number;
  startedAt: number;
}

/**
 * Counts failed sign-ins and sign-ups in 15-minute windows, per address and per account *from that
 * address*. After `maxFailures` in a window the address (for every account), or the account from
 * that address, gets 429 until the window ends. An account is never locked for addresses that have
 * not failed on it, so an attacker cannot lock the real user out: the right password from another
 * address still signs in. Guessing one account from many addresses is bounded by each address's own
 * limit. Kept in memory: one process (a scale-out deployment would keep these counters in Redis).
 */
export function createSignInLimiter(options: { maxFailures?: number; now?: () => number } = {}) {
  const maxFailures = options.maxFailures ?? 10;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function live(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && now() - window.startedAt >= WINDOW_MS) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function sweep() {
    if (windows.size < SWEEP_AT) return;
    for (const key of [...windows.keys()]) live(key);
  }

  function keysOf(request: FastifyRequest): string[] {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const account = typeof email === 'string' ? email.trim().toLowerCase() : '';
    return [`address:${request.ip}`, ...(account ? [`account:${account}|${request.ip}`] : [])];
  }

  return {
    /** preHandler: refuses a blocked address or account-from-address before the password is checked. */
    async check(request: FastifyRequest): Promise<void> {
      if (keysOf(request).some((key) => (live(key)?.failures ?? 0) >= maxFailures)) {
        throw tooManyRequests(TOO_MANY_SIGN_INS, 'too_many_sign_ins');
      }
    },

    /** onResponse: a failure counts against the address and the account; a success clears the account's count. */
    async record(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const status = reply.statusCode;
      if (status === 429) return;
      const [addressKey, accountKey] = keysOf(request);
      if (status < 400) {
        if (accountKey) windows.delete(accountKey);
        return;
      }
      if (status >= 500) return;
      sweep();
      for (const key of [addressKey!, ...(accountKey ? [accountKey] : [])]) {
        const window = live(key);
        if (window) window.failures += 1;
        else windows.set(key, { failures: 1, startedAt: now() });
      }
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
