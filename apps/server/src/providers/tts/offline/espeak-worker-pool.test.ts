import { afterAll, describe, expect, it } from 'vitest';
import { EspeakWorkerPool } from './espeak-worker-pool';
import { resolveEspeakSettings } from './espeak-voice';

const settings = resolveEspeakSettings({ language: 'en', voice: 'rachel', speed: 1, volume: 1 });
const pools: EspeakWorkerPool[] = [];
const poolOf = (size: number, window?: number, horizonMs?: number) => {
  const pool = new EspeakWorkerPool(size, window, horizonMs);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** Queues a sentence per [name, due in ms] at once and answers the names in the order they were spoken. */
async function spokenOrder(pool: EspeakWorkerPool, jobs: [string, number][]): Promise<string[]> {
  const order: string[] = [];
  const now = performance.now();
  await Promise.all(
    jobs.map(([name, dueIn]) =>
      pool.speak(`Sentence ${name}.`, settings, { deadline: now + dueIn }).then(() => order.push(name)),
    ),
  );
  return order;
}

describe('espeak worker pool', () => {
  it('speaks on two threads at once and answers each request with its own audio', async () => {
    const pool = poolOf(2);
    const texts = ['One.', 'This sentence is a good deal longer than the first one.', 'Two.', 'Three and four.'];
    const spoken = await Promise.all(texts.map((text) => pool.speak(text, settings)));
    expect(new Set(spoken.map((s) => s.threadId)).size).toBe(2);
    // The long sentence is the long audio: answers are not mixed up between threads.
    const longest = spoken.reduce((a, b) => (b.samples > a.samples ? b : a));
    expect(spoken.indexOf(longest)).toBe(1);
    expect(spoken.every((s) => s.mp3.length > 500 && s.sampleRate === 22050)).toBe(true);
  });

  it('starts threads only as the queue needs them', async () => {
    const pool = poolOf(2);
    expect(pool.threadCount).toBe(0);
    await pool.speak('Just one.', settings);
    expect(pool.threadCount).toBe(1);
    await Promise.all([pool.speak('Now two.', settings), pool.speak('At once.', settings)]);
    expect(pool.threadCount).toBe(2);
  });

  it('speaks the queued job with the earliest deadline next', async () => {
    const pool = poolOf(1, 1);
    // "busy" occupies the only thread; the others wait and go by deadline, not by arrival.
    const order = await spokenOrder(pool, [
      ['busy', 0],
      ['late', 5000],
      ['soon', 100],
      ['now', 0],
    ]);
    expect(order).toEqual(['busy', 'now', 'soon', 'late']);
  });

  it('hands a thread its next job before the current one is done when that job is due soon', async () => {
    const pool = poolOf(1, 2);
    // "soon" fills the thread's second slot at once, so a later but more urgent job waits behind it.
    const order = await spokenOrder(pool, [
      ['busy', 0],
      ['soon', 500],
      ['urgent', 0],
    ]);
    expect(order).toEqual(['busy', 'soon', 'urgent']);
  });

  it('keeps a job due seconds later queued, so an opening phrase that comes meanwhile is spoken first', async () => {
    const pool = poolOf(1, 2);
    const order = await spokenOrder(pool, [
      ['busy', 0],
      ['later', 5000],
      ['urgent', 0],
      ['last', 9000],
    ]);
    expect(order).toEqual(['busy', 'urgent', 'later', 'last']);
  });

  it('keeps every window full where no listener waits (a worker), however late its jobs are due', async () => {
    const pool = poolOf(1, 2, Infinity);
    const order = await spokenOrder(pool, [
      ['busy', 0],
      ['later', 5000],
      ['urgent', 0],
      ['last', 9000],
    ]);
    expect(order).toEqual(['busy', 'later', 'urgent', 'last']);
  });

  it('drops an aborted job that is still queued', async () => {
    const pool = poolOf(1, 1);
    const abort = new AbortController();
    const first = pool.speak('First.', settings, { signal: abort.signal });
    const second = pool.speak('Second.', settings, { signal: abort.signal });
    abort.abort(new Error('listener left'));
    await expect(second).rejects.toThrow('listener left');
    // Already being spoken: it finishes.
    expect((await first).samples).toBeGreaterThan(0);
  });

  it('rejects queued and running jobs on close() and starts again afterwards', async () => {
    const pool = poolOf(1, 1);
    const running = pool.speak('A sentence being spoken while the pool closes.', settings);
    const queued = pool.speak('A queued one.', settings);
    const refused = Promise.all([
      expect(running).rejects.toThrow('speech synthesizer closed'),
      expect(queued).rejects.toThrow('speech synthesizer closed'),
    ]);
    await pool.close();
    await refused;
    expect((await pool.speak('Back again.', settings)).samples).toBeGreaterThan(0);
  });
});
