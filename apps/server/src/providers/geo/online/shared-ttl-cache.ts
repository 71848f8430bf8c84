import type { Redis } from 'ioredis';
import { askRedis } from './redis-deadline';
import type { TtlCache } from './ttl-cache';

/** What the online geocoder needs of a cache: the value for a key, loaded once when missing. */
export interface AnswerCache<V> {
  load(key: string, fetch: () => Promise<V>): Promise<V>;
}

export interface SharedTtlCacheOptions {
  /** The connection, asked for at the first lookup. */
  redis: () => Redis;
  /** Deployment and cache, e.g. `${prefix}:geocoder:nominatim:reverse:`. */
  keyPrefix: string;
  ttlMs: number;
  /** Past this Redis counts as a miss (reads) or is not waited for (writes). */
  timeoutMs?: number;
}

/**
 * The in-process cache in front of one every process shares (scale-out): a value fetched by one process
 * is a hit for the others. Values are JSON with Redis's PX expiry, and a local copy lives no longer
 * than the shared one. While Redis does not answer every lookup is a miss, never an error.
 */
export class SharedTtlCache<V> implements AnswerCache<V> {
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly local: TtlCache<V>,
    private readonly options: SharedTtlCacheOptions,
  ) {}

  async load(key: string, fetch: () => Promise<V>): Promise<V> {
    const hit = this.local.get(key);
    if (hit !== undefined) return hit;
    const running = this.loading.get(key);
    if (running) return running;
    const promise = this.loadShared(key, fetch);
    this.loading.set(key, promise);
    try {
      return await promise;
    } finally {
      this.loading.delete(key);
    }
  }

  private async loadShared(key: string, fetch: () => Promise<V>): Promise<V> {
    const shared = await this.read(key);
    if (shared) {
      this.local.set(key, shared.value, shared.ttlMs);
      return shared.value;
    }
    const value = await fetch();
    this.local.set(key, value);
    void this.write(key, value);
    return value;
  }

  private async read(key: string): Promise<{ value: V; ttlMs: number } | null> {
    const { redis, keyPrefix, timeoutMs = 500 } = this.options;
    const reply = await askRedis(
      redis,
      (connection) => connection.pipeline().get(`${keyPrefix}${key}`).pttl(`${keyPrefix}${key}`).exec(),
      timeoutMs,
      null,
    );
    const [[getError, text] = [], [, ttlMs] = []] = reply ?? [];
    if (getError || typeof text !== 'string') return null;
    try {
      return {
        value: JSON.parse(text) as V,
        ttlMs: typeof ttlMs === 'number' && ttlMs > 0 ? ttlMs : this.options.ttlMs,
      };
    } catch {
      return null;
    }
  }

  private async write(key: string, value: V): Promise<void> {
    const { redis, keyPrefix, ttlMs, timeoutMs = 500 } = this.options;
    const set = (connection: Redis) => connection.set(`${keyPrefix}${key}`, JSON.stringify(value), 'PX', ttlMs);
    await askRedis(redis, set, timeoutMs, null);
  }
}
