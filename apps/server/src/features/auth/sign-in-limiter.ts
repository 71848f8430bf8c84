import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../http/errors';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
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
 * limit. Kept in memory, so it counts for one process: the embedded-mode default, and the fallback
 * of the Redis-backed limiter (redis-sign-in-limiter.ts) that scale-out mode uses.
 */
export function createSignInLimiter(options: { maxFailures?: number; now?: () => number } = {}): SignInLimiter {
  const maxFailures = options.maxFailures ?? 10;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function live(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && now() - window.startedAt >= SIGN_IN_WINDOW_MS) {
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
    const { address, account } = signInSubjectOf(request);
    return [`address:${address}`, ...(account ? [`account:${account}|${address}`] : [])];
  }

  return {
    /** preHandler: refuses a blocked address or account-from-address before the password is checked. */
    async check(request: FastifyRequest): Promise<void> {
      if (keysOf(request).some((key) => (live(key)?.failures ?? 0) >= maxFailures)) {
        throw tooManyRequests(TOO_MANY_SIGN_INS, 'too_many_sign_ins', SIGN_IN_WINDOW_MS / 1000);
      }
    },

    /** onResponse: a failure counts against the address and the account; a success clears the account's count. */
    async record(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const outcome = outcomeOf(reply.statusCode);
      if (outcome === 'ignored') return;
      const [addressKey, accountKey] = keysOf(request);
      if (outcome === 'success') {
        if (accountKey) windows.delete(accountKey);
        return;
      }
      sweep();
      for (const key of [addressKey!, ...(accountKey ? [accountKey] : [])]) {
        const window = live(key);
        if (window) window.failures += 1;
        else windows.set(key, { failures: 1, startedAt: now() });
      }
    },
  };
}

export interface SignInLimiter {
  check(request: FastifyRequest): Promise<void>;
  record(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Whom a sign-in attempt counts against: the caller's address, and the account it names (lower-cased). */
export function signInSubjectOf(request: FastifyRequest): { address: string; account: string } {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return { address: request.ip, account: typeof email === 'string' ? email.trim().toLowerCase() : '' };
}

/** Which statuses count: 4xx fails (429 excepted, already refused); 5xx is the server's fault; below 400 succeeds. */
export function outcomeOf(status: number): 'success' | 'failure' | 'ignored' {
  if (status < 400) return 'success';
  return status === 429 || status >= 500 ? 'ignored' : 'failure';
}
