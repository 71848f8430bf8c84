import { afterAll, describe, expect, it } from 'vitest';
import { EspeakWorkerPool } from './espeak-worker-pool';
import { resolveEspeakSettings } from './espeak-voice';

const settings = resolveEspeakSettings({ language: 'en', voice: 'rachel', speed: 1, volume: 1 });
const pools: EspeakWorkerPool[] = [];
const poolOf = (size: number, window?: number) => {
  const pool = new EspeakWorkerPool(size, window);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

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
    const order: string[] = [];
    const speak = (name: string, deadline: number) =>
      pool.speak(`Sentence ${name}.`, settings, { deadline }).then(() => order.push(name));
    const now = performance.now();
    // "busy" occupies the only thread; the others wait and go by deadline, not by arrival.
    await Promise.all([speak('busy', now), speak('late', now + 5000), speak('soon', now + 100), speak('now', now)]);
    expect(order).toEqual(['busy', 'now', 'soon', 'late']);
  });

  it('hands each thread its next job before the current one is done', async () => {
    const pool = poolOf(1, 2);
    const order: string[] = [];
    const speak = (name: string, deadline: number) =>
      pool.speak(`Sentence ${name}.`, settings, { deadline }).then(() => order.push(name));
    const now = performance.now();
    // "next" fills the thread's second slot at once, so a later but more urgent job waits behind it.
    await Promise.all([speak('busy', now), speak('next', now + 5000), speak('urgent', now), speak('last', now + 9000)]);
    expect(order).toEqual(['busy', 'next', 'urgent', 'last']);
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
