import { describe, expect, it } from 'vitest';
import { createRequestQueue, QueueFullError } from './request-queue';
import { TtlCache } from './ttl-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createRequestQueue', () => {
  it('runs one task at a time, starts spaced by the interval, and refuses when too many wait', async () => {
    const queue = createRequestQueue({ name: 'test', minIntervalMs: 40, maxPending: 3 });
    const starts: number[] = [];
    let running = 0;
    let most = 0;
    const task = async () => {
      starts.push(performance.now());
      most = Math.max(most, ++running);
      await sleep(5);
      running--;
      return starts.length;
    };
    const results = [queue.run(task), queue.run(task), queue.run(task), queue.run(task)];
    await expect(results[3]).rejects.toBeInstanceOf(QueueFullError);
    expect(await Promise.all(results.slice(0, 3))).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(37); // 40 ms less the timer's millisecond rounding
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(37); // 40 ms less the timer's millisecond rounding
  });

  it('keeps going after a task fails', async () => {
    const queue = createRequestQueue({ name: 'test' });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('TtlCache', () => {
  it('shares one load among concurrent callers, keeps successes only, and expires entries', async () => {
    const cache = new TtlCache<string>({ maxEntries: 2, ttlMs: 30 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await Promise.all([cache.load('a', load), cache.load('a', load)])).toEqual(['value 1', 'value 1']);
    await expect(cache.load('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.get('b')).toBeUndefined();
    await sleep(40);
    expect(await cache.load('a', load)).toBe('value 2');
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new TtlCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
