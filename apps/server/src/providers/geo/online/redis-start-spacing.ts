import type { Redis } from 'ioredis';
import type { SharedSpacing } from './request-queue';
import { withinDeadline } from './redis-deadline';

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

type WithReserveSlot = Redis & { roamcastReserveSlot(key: string, intervalMs: number): Promise<number> };

export interface RedisStartSpacingOptions {
  /** The connection, asked for at the first reservation (a queue that is never used opens none). */
  redis: () => Redis;
  /** One per queue and deployment, e.g. `${prefix}:nominatim:next`. */
  key: string;
  /** Past this the reservation is given up and the queue spaces locally. */
  timeoutMs?: number;
}

/**
 * Start slots shared by every process through Redis: `reserve` waits until it holds the slot, then
 * resolves with 0; while Redis does not answer, with null (the queue's local spacing stands).
 */
export function createRedisStartSpacing({ redis, key, timeoutMs = 500 }: RedisStartSpacingOptions): SharedSpacing {
  const client = () => {
    const connection = redis() as WithReserveSlot;
    if (typeof connection.roamcastReserveSlot !== 'function') {
      connection.defineCommand('roamcastReserveSlot', { numberOfKeys: 1, lua: RESERVE_SLOT });
    }
    return connection;
  };
  const attempt = (intervalMs: number) =>
    withinDeadline(
      Promise.resolve().then(() => client().roamcastReserveSlot(key, Math.max(1, Math.round(intervalMs)))),
      timeoutMs,
      null,
    );
  return {
    async reserve(intervalMs) {
      for (;;) {
        const wait = await attempt(intervalMs);
        if (wait === null) return null;
        if (Number(wait) <= 0) return 0;
        await new Promise((resolve) => setTimeout(resolve, Number(wait)));
      }
    },
  };
}
