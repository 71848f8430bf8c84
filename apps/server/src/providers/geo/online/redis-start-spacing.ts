import type { Redis } from 'ioredis';
import { QueueFullError, type SharedSpacing } from './request-queue';
import { askRedis } from './redis-deadline';

/**
 * Takes the start slot if it is free now, on Redis's clock so the processes' clocks need not agree:
 * free when the stored next slot has passed, and then the next slot is one interval from now; else
 * the time until it. Only a slot taken at once is taken: a future slot booked ahead would be
 * honoured late by a late timer (a busy event loop), and the start after it would come too soon.
 * The key expires with its slot, so nothing stale is left. (TIME before a write: Redis 5 and later.)
 */
const RESERVE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local nextSlot = tonumber(redis.call('GET', KEYS[1]) or 0)
if nextSlot > now then return nextSlot - now end
local interval = tonumber(ARGV[1])
redis.call('SET', KEYS[1], now + interval, 'PX', interval)
return 0
`;

/**
 * Each slot is held this share longer than the interval asked: a slot is taken on Redis's clock, but
 * its task starts when the reply has crossed a busy event loop, up to some milliseconds late, and the
 * next process's task must still start a whole interval after it (seen: 9.5 ms late at 200 ms).
 */
export const LATE_START_MARGIN = 0.1;

type WithReserveSlot = Redis & { roamcastReserveSlot(key: string, intervalMs: number): Promise<number> };

export interface RedisStartSpacingOptions {
  /** The connection, asked for at the first reservation (a queue that is never used opens none). */
  redis: () => Redis;
  /** One per queue and deployment, e.g. `${prefix}:nominatim:next`. */
  key: string;
  /** Past this the reservation is given up and the queue spaces locally. */
  timeoutMs?: number;
  /**
   * The longest a start may be put off by the other processes' starts; beyond it QueueFullError, and
   * the caller falls back, as it does when too many wait in its own process.
   */
  maxWaitMs?: number;
}

/**
 * Start slots shared by every process through Redis: `reserve` waits until it holds the slot, then
 * resolves with 0; while Redis does not answer, with null (the queue's local spacing stands).
 */
export function createRedisStartSpacing({
  redis,
  key,
  timeoutMs = 500,
  maxWaitMs = Infinity,
}: RedisStartSpacingOptions): SharedSpacing {
  const reserveSlot = (connection: Redis, intervalMs: number) => {
    const withScript = connection as WithReserveSlot;
    if (typeof withScript.roamcastReserveSlot !== 'function') {
      withScript.defineCommand('roamcastReserveSlot', { numberOfKeys: 1, lua: RESERVE_SLOT });
    }
    return withScript.roamcastReserveSlot(key, Math.max(1, Math.round(intervalMs * (1 + LATE_START_MARGIN))));
  };
  const attempt = (intervalMs: number) =>
    askRedis(redis, (connection) => reserveSlot(connection, intervalMs), timeoutMs, null);
  return {
    async reserve(intervalMs) {
      const giveUpAt = performance.now() + maxWaitMs;
      for (;;) {
        const wait = await attempt(intervalMs);
        if (wait === null) return null;
        if (Number(wait) <= 0) return 0;
        if (performance.now() + Number(wait) > giveUpAt) throw new QueueFullError(key);
        await new Promise((resolve) => setTimeout(resolve, Number(wait)));
      }
    },
  };
}
