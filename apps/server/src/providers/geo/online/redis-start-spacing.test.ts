import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedRedis } from '../../../lib/shared-redis';
import { NOMINATIM_QUEUE } from './nominatim-service';
import { createRedisStartSpacing, LATE_START_MARGIN } from './redis-start-spacing';
import { createRequestQueue, QueueFullError, type RequestQueueOptions } from './request-queue';

const prefix = `spacing-test-${process.pid}-${Date.now()}`;
const connections: Redis[] = [];
afterAll(() => {
  for (const connection of connections) connection.disconnect();
});

/** A queue as one process would have it: its own connection to Redis. */
function processQueue(key: string, options: RequestQueueOptions, url = 'redis://127.0.0.1:6379', maxWaitMs?: number) {
  const redis = sharedRedis(url);
  connections.push(redis);
  return createRequestQueue({ ...options, spacing: createRedisStartSpacing({ redis: () => redis, key, maxWaitMs }) });
}

/** Runs `count` tasks at once on each queue; the start times, in order. */
async function startsOf(queues: ReturnType<typeof processQueue>[], count: number): Promise<number[]> {
  const starts: number[] = [];
  const task = async () => {
    starts.push(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await Promise.all(queues.flatMap((queue) => Array.from({ length: count }, () => queue.run(task))));
  return starts.sort((a, b) => a - b);
}

const gaps = (starts: number[]) => starts.slice(1).map((start, index) => start - starts[index]!);
// A task starts when its slot's reply has arrived and its timer fired: a few ms either side of the slot.
const TOLERANCE_MS = 5;

describe('createRedisStartSpacing', () => {
  it('spaces the starts of two processes as one queue', async () => {
    const key = `${prefix}:two-processes:next`;
    const options = { name: 'test', minIntervalMs: 200, maxPending: 5 };
    const starts = await startsOf([processQueue(key, options), processQueue(key, options)], 4);
    expect(starts).toHaveLength(8);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(200 - TOLERANCE_MS);
    // Not much slower than one queue either (the slack allows a loaded machine's timer delays).
    expect(starts.at(-1)! - starts[0]!).toBeLessThan(7 * 200 + 1000);
  });

  it("keeps Nominatim's one request a second across processes", async () => {
    const key = `${prefix}:nominatim:next`;
    const [a, b] = [processQueue(key, NOMINATIM_QUEUE), processQueue(key, NOMINATIM_QUEUE)];
    const starts = await startsOf([a, b, a], 1);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(1000 - TOLERANCE_MS);
    // The key expires once its next slot (the interval and its late-start margin) has passed: nothing
    // is left to hold back a later start.
    const slotMs = Math.ceil(NOMINATIM_QUEUE.minIntervalMs * (1 + LATE_START_MARGIN));
    await new Promise((resolve) => setTimeout(resolve, slotMs + 150));
    const probe = new Redis('redis://127.0.0.1:6379');
    connections.push(probe);
    expect(await probe.exists(key)).toBe(0);
  });

  it('spaces locally, without hanging, while Redis does not answer', async () => {
    const queue = processQueue(
      `${prefix}:down:next`,
      { name: 'test', minIntervalMs: 100, maxPending: 5 },
      'redis://127.0.0.1:1',
    );
    const began = performance.now();
    const starts = await startsOf([queue], 3);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(100 - TOLERANCE_MS);
    expect(performance.now() - began).toBeLessThan(3000);
  });

  it('refuses a start the other processes would put off too long, and goes on', async () => {
    const key = `${prefix}:busy:next`;
    const options = { name: 'test', minIntervalMs: 1000, maxPending: 5 };
    const [a, b] = [processQueue(key, options), processQueue(key, options, undefined, 300)];
    await a.run(async () => undefined);
    const began = performance.now();
    await expect(b.run(async () => 'late')).rejects.toBeInstanceOf(QueueFullError);
    expect(performance.now() - began).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await b.run(async () => 'in time')).toBe('in time');
  });
});
