import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../../http/errors';
import { askRedis } from '../../providers/geo/online/redis-deadline';
import {
  createSignInLimiter,
  outcomeOf,
  SIGN_IN_WINDOW_MS,
  signInSubjectOf,
  TOO_MANY_SIGN_INS,
  type SignInLimiter,
} from './sign-in-limiter';

/** A sign-in waits at most this long on Redis before the in-memory fallback decides. */
const REDIS_DEADLINE_MS = 500;
const UNANSWERED = Symbol('unanswered');

// One more failure under each key; the first one starts the window. A key found without a TTL gets
// one too, so no counter can outlive its window.
const COUNT_FAILURE = `
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 1`;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The sign-in limiter of scale-out mode: the same windows and limits as `createSignInLimiter`, counted
 * in Redis under the deployment's prefix, so N API processes together allow what one would. The
 * account key holds only a hash of the email. When Redis does not answer, that call is counted and
 * checked in this process's memory instead: an outage narrows the limit to one process, never lifts it.
 */
export function createRedisSignInLimiter(options: {
  redis: Redis;
  prefix: string;
  maxFailures?: number;
  windowMs?: number;
}): SignInLimiter {
  const maxFailures = options.maxFailures ?? 10;
  const windowMs = options.windowMs ?? SIGN_IN_WINDOW_MS;
  const fallback = createSignInLimiter({ maxFailures });
  const ask = <T>(command: (redis: Redis) => Promise<T>) =>
    askRedis(() => options.redis, command, REDIS_DEADLINE_MS, UNANSWERED);

  function keysOf(request: FastifyRequest): [string, ...string[]] {
    const { address, account } = signInSubjectOf(request);
    const base = `${options.prefix}:sign-in`;
    return [`${base}:address:${address}`, ...(account ? [`${base}:account:${sha256(`${account}|${address}`)}`] : [])];
  }

  return {
    async check(request) {
      // Failures this process counted while Redis was away still hold.
      await fallback.check(request);
      const counts = await ask((redis) => redis.mget(...keysOf(request)));
      if (counts !== UNANSWERED && counts.some((count) => Number(count ?? 0) >= maxFailures)) {
        throw tooManyRequests(TOO_MANY_SIGN_INS, 'too_many_sign_ins', Math.ceil(windowMs / 1000));
      }
    },

    async record(request, reply) {
      const outcome = outcomeOf(reply.statusCode);
      if (outcome === 'ignored') return;
      const [addressKey, accountKey] = keysOf(request);
      if (outcome === 'success') {
        await fallback.record(request, reply);
        if (accountKey) await ask((redis) => redis.del(accountKey));
        return;
      }
      const keys = [addressKey, ...(accountKey ? [accountKey] : [])];
      const counted = await ask((redis) => redis.eval(COUNT_FAILURE, keys.length, ...keys, windowMs));
      if (counted === UNANSWERED) await fallback.record(request, reply);
    },
  };
}
