import type { Redis } from 'ioredis';
import { redisPrefixOf } from '../jobs/create-job-queue';
import { sharedRedis } from '../lib/shared-redis';
import { NOMINATIM_QUEUE } from './geo/online/nominatim-service';
import { createRedisStartSpacing } from './geo/online/redis-start-spacing';
import { createRequestQueue, type RequestQueue, type RequestQueueOptions } from './geo/online/request-queue';
import { GDELT_QUEUE } from './live/gdelt-news';

/** What the providers share with the other processes through Redis (scale-out mode). */
export interface SharedProviderState {
  /** Nominatim's one request a second and GDELT's one every five, for the whole deployment. */
  nominatimQueue: RequestQueue;
  gdeltQueue: RequestQueue;
  /** Where the online geocoder caches its answers for every process. */
  geocoderCache: { redis: () => Redis; keyPrefix: string };
  close(): void;
}

/**
 * The queues keep their order and their limit of waiting requests per process; only the start slots
 * are taken in Redis. The connection opens at first use: most deployments never call these services.
 */
export function createSharedProviderState(
  redisUrl: string,
  env: Record<string, string | undefined>,
): SharedProviderState {
  let connection: Redis | undefined;
  const redis = () => (connection ??= sharedRedis(redisUrl));
  const prefix = redisPrefixOf(env);
  const queue = (options: RequestQueueOptions & { minIntervalMs: number; maxPending: number }) =>
    createRequestQueue({
      ...options,
      spacing: createRedisStartSpacing({
        redis,
        key: `${prefix}:${options.name}:next`,
        // No longer than a caller would wait behind this process's own queue when it is full.
        maxWaitMs: options.maxPending * options.minIntervalMs,
      }),
    });
  return {
    nominatimQueue: queue(NOMINATIM_QUEUE),
    gdeltQueue: queue(GDELT_QUEUE),
    geocoderCache: { redis, keyPrefix: `${prefix}:geocoder` },
    close: () => connection?.disconnect(),
  };
}
