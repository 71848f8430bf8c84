import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { serviceUnavailable } from '../../http/errors';
import { askRedis } from '../../providers/geo/online/redis-deadline';
import { hashSecret, ONE_TIME_CODE_TTL_MS, STATE_TTL_MS, type PendingSignIn, type PendingStore } from './pending-store';

const REDIS_DEADLINE_MS = 2000;
const UNANSWERED = Symbol('unanswered');

const pendingSignInSchema = z.object({
  codeVerifier: z.string(),
  nonce: z.string(),
  linkUserId: z.string().nullable(),
});

/**
 * The pending store of scale-out mode: a sign-in may return to, and its code be exchanged at, any
 * API process. GETDEL takes a secret and forgets it in one step, so two processes cannot both use
 * it; Redis expires it (PX). Without Redis a sign-in answers 503 rather than falling back to memory:
 * a state kept in one process would not be found when the provider sends the browser to another.
 */
export function createRedisPendingStore(options: {
  redis: Redis;
  prefix: string;
  stateTtlMs?: number;
  codeTtlMs?: number;
}): PendingStore {
  const stateTtlMs = options.stateTtlMs ?? STATE_TTL_MS;
  const codeTtlMs = options.codeTtlMs ?? ONE_TIME_CODE_TTL_MS;
  const keyOf = (kind: 'state' | 'code', secret: string) => `${options.prefix}:partner:${kind}:${hashSecret(secret)}`;

  async function ask<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    const answer = await askRedis(() => options.redis, command, REDIS_DEADLINE_MS, UNANSWERED);
    if (answer === UNANSWERED) {
      throw serviceUnavailable('Partner sign-in is unavailable for a moment. Please try again.', 'partner_unavailable');
    }
    return answer;
  }

  return {
    async saveState(state, value) {
      await ask((redis) => redis.set(keyOf('state', state), JSON.stringify(value), 'PX', stateTtlMs));
    },

    async takeState(state): Promise<PendingSignIn | null> {
      const saved = await ask((redis) => redis.getdel(keyOf('state', state)));
      if (saved === null) return null;
      const parsed = pendingSignInSchema.safeParse(JSON.parse(saved));
      return parsed.success ? parsed.data : null;
    },

    async issueCode(userId) {
      const code = randomBytes(32).toString('base64url');
      await ask((redis) => redis.set(keyOf('code', code), userId, 'PX', codeTtlMs));
      return code;
    },

    async redeemCode(code) {
      return ask((redis) => redis.getdel(keyOf('code', code)));
    },
  };
}
