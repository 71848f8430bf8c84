import { createHash, randomBytes } from 'node:crypto';

/** What the start of a sign-in keeps until the provider sends the browser back. */
export interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  /** Set when a signed-in user links the partner from Settings. */
  linkUserId: string | null;
}

export const STATE_TTL_MS = 10 * 60_000;
export const ONE_TIME_CODE_TTL_MS = 60_000;

/** Secrets are kept only under their hash: a copy of the store cannot finish anyone's sign-in. */
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Short-lived secrets of the partner flow, each usable once: the PKCE verifier and nonce under the
 * `state`, and the one-time code the browser exchanges for a session.
 */
export interface PendingStore {
  saveState(state: string, value: PendingSignIn): Promise<void>;
  /** The saved sign-in, once; null when unknown, used or older than ten minutes. */
  takeState(state: string): Promise<PendingSignIn | null>;
  issueCode(userId: string): Promise<string>;
  /** The user the code was issued for; null when unknown, used or older than 60 s. */
  redeemCode(code: string): Promise<string | null>;
}

/**
 * The embedded-mode store, in this process's memory, so a sign-in must return to the process that
 * started it; scale-out mode shares these through Redis instead (redis-pending-store.ts).
 */
export function createPendingStore(now: () => number = Date.now): PendingStore {
  const states = new Map<string, { value: PendingSignIn; expiresAt: number }>();
  const codes = new Map<string, { userId: string; expiresAt: number }>();

  function sweep(): void {
    const time = now();
    for (const [key, entry] of states) if (entry.expiresAt <= time) states.delete(key);
    for (const [key, entry] of codes) if (entry.expiresAt <= time) codes.delete(key);
  }

  return {
    async saveState(state, value) {
      sweep();
      states.set(hashSecret(state), { value, expiresAt: now() + STATE_TTL_MS });
    },

    async takeState(state) {
      sweep();
      const key = hashSecret(state);
      const entry = states.get(key);
      states.delete(key);
      return entry?.value ?? null;
    },

    async issueCode(userId) {
      sweep();
      const code = randomBytes(32).toString('base64url');
      codes.set(hashSecret(code), { userId, expiresAt: now() + ONE_TIME_CODE_TTL_MS });
      return code;
    },

    async redeemCode(code) {
      sweep();
      const key = hashSecret(code);
      const entry = codes.get(key);
      codes.delete(key);
      return entry?.userId ?? null;
    },
  };
}
