import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache';

afterEach(() => vi.useRealTimers());

describe('the micro-cache', () => {
  it('loads a key once for concurrent callers and again after its time', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const cache = createMicroCache<number>({ ttlMs: 1000, maxKeys: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    vi.setSystemTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.setSystemTime(1000);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('keeps no failure, and forgets the oldest key beyond its size', async () => {
    const cache = createMicroCache<string>({ ttlMs: 60_000, maxKeys: 2 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
    await cache.get('y', async () => 'y1');
    await cache.get('z', async () => 'z1');
    expect(await cache.get('x', async () => 'x again')).toBe('x again');
  });
});
