import { Redis } from 'ioredis';

/**
 * A Redis connection for state the API processes share (rate limits, caches, readiness). A command
 * sent while Redis is away fails after one reconnection attempt instead of waiting for it, so a
 * request never hangs on a restart; callers decide whether to let it through. Connection errors are
 * expected during a restart and not logged one by one.
 */
export function sharedRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => undefined);
  return redis;
}
