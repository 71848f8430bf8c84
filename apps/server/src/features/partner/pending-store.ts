import { createHash, randomBytes } from 'node:crypto';

/** What the start of a sign-in keeps until the provider sends the browser back. */
export interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  /** Set when a signed-in user links the partner from Settings. */
  linkUserId: string | null;
}

const STATE_TTL_MS = 10 * 60_000;
export const ONE_TIME_CODE_TTL_MS = 60_000;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Short-lived secrets of the partner flow, each usable once: the PKCE verifier and nonce under the
 * `state`, and the one-time code the browser exchanges for a session. Keys are stored hashed.
 * In-memory, so a sign-in must return to the process that started it; a multi-process deployment
 * needs sticky sessions here or a shared store (the database or Redis) behind the same interface.
 */
export function createPendingStore(now: () => number = Date.now) {
  const states = new Map<string, { value: PendingSignIn; expiresAt: number }>();
  const codes = new Map<string, { userId: string; expiresAt: number }>();

  function sweep(): void {
    const time = now();
    for (const [key, entry] of states) if (entry.expiresAt <= time) states.delete(key);
    for (const [key, entry] of codes) if (entry.expiresAt <= time) codes.delete(key);
  }

  return {
    saveState(state: string, value: PendingSignIn): void {
      sweep();
      states.set(hash(state), { value, expiresAt: now() + STATE_TTL_MS });
    },

    takeState(state: string): PendingSignIn | null {
      sweep();
      const key = hash(state);
      const entry = states.get(key);
      states.delete(key);
      return entry?.value ?? null;
    },

    issueCode(userId: string): string {
      sweep();
      const code = randomBytes(32).toString('base64url');
      codes.set(hash(code), { userId, expiresAt: now() + ONE_TIME_CODE_TTL_MS });
      return code;
    },

    /** The user the code was issued for; null when unknown, used or older than 60 s. */
    redeemCode(code: string): string | null {
      sweep();
      const key = hash(code);
      const entry = codes.get(key);
      codes.delete(key);
      return entry?.userId ?? null;
    },
  };
}

export type PendingStore = ReturnType<typeof createPendingStore>;
