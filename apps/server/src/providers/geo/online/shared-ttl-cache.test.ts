import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedRedis } from '../../../lib/shared-redis';
import { SharedTtlCache } from './shared-ttl-cache';
import { TtlCache } from './ttl-cache';

const keyPrefix = `shared-cache-test-${process.pid}-${Date.now()}:`;
const connections: Redis[] = [];
afterAll(() => {
  for (const connection of connections) connection.disconnect();
});

/** One process's cache: its own local entries and its own connection. */
function processCache<V>(ttlMs = 60_000, url = 'redis://127.0.0.1:6379') {
  const redis = sharedRedis(url);
  connections.push(redis);
  return new SharedTtlCache<V>(new TtlCache<V>({ ttlMs, maxEntries: 10 }), { redis: () => redis, keyPrefix, ttlMs });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('SharedTtlCache', () => {
  it('answers process B with what process A fetched, null included', async () => {
    const [a, b] = [processCache<{ city: string } | null>(), processCache<{ city: string } | null>()];
    let fetches = 0;
    const fetch = (value: { city: string } | null) => async () => (fetches++, value);
    expect(await a.load('lisbon', fetch({ city: 'Lisboa' }))).toEqual({ city: 'Lisboa' });
    expect(await a.load('sea', fetch(null))).toBeNull();
    await settle(); // the write is not waited for
    expect(await b.load('lisbon', fetch({ city: 'wrong' }))).toEqual({ city: 'Lisboa' });
    expect(await b.load('sea', fetch({ city: 'wrong' }))).toBeNull();
    expect(fetches).toBe(2);
  });

  it('expires shared entries with their time to live', async () => {
    const [a, b] = [processCache<string>(100), processCache<string>(100)];
    await a.load('short', async () => 'first');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await b.load('short', async () => 'second')).toBe('second');
  });

  it('fetches, without hanging, while Redis does not answer', async () => {
    const down = processCache<string>(60_000, 'redis://127.0.0.1:1');
    const began = performance.now();
    expect(await down.load('x', async () => 'fetched')).toBe('fetched');
    expect(await down.load('x', async () => 'again')).toBe('fetched'); // the local copy
    expect(performance.now() - began).toBeLessThan(2000);
  });
});
