import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

describe('limitConcurrency', () => {
  it('runs at most the limit at once, in arrival order, and frees slots on failure', async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number, fail = false) =>
      run(async () => {
        started.push(id);
        peak = Math.max(peak, ++active);
        await new Promise((resolve) => setTimeout(resolve, 10));
        active--;
        if (fail) throw new Error(`task ${id} failed`);
        return id;
      });
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4, true), task(5), task(6)]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    // A newcomer after the queue drained starts at once.
    expect(await task(7)).toBe(7);
  });
});
