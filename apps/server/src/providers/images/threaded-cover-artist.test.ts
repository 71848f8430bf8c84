import { afterAll, describe, expect, it } from 'vitest';
import type { CoverTour } from './cover-artist';
import { createOfflineCoverArtist } from './offline-cover-artist';
import { createThreadedCoverArtist } from './threaded-cover-artist';

const threaded = createThreadedCoverArtist();
afterAll(() => threaded.close());

const tour: CoverTour = {
  id: 'thread-1',
  name: 'ソウルと東京',
  theme: 'food_culture',
  stops: [
    { index: 0, name: '명동', lat: 37.5636, lng: 126.9826 },
    { index: 1, name: '築地', lat: 35.6655, lng: 139.7707 },
  ],
};

describe('the threaded offline cover artist', () => {
  it('draws on a worker thread exactly what the inline artist draws, while the event loop stays free', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const [first, second] = await Promise.all([
      threaded.drawCover(tour, { variation: 4 }),
      threaded.drawCover({ ...tour, id: 'thread-2' }, { variation: 1 }),
    ]);
    clearInterval(timer);
    const inline = await createOfflineCoverArtist().drawCover(tour, { variation: 4 });
    expect(Buffer.isBuffer(first.data)).toBe(true);
    expect(first.data.equals(inline.data)).toBe(true);
    expect(first).toMatchObject({ source: 'offline', width: 1536, height: 1024, prompt: inline.prompt });
    expect(second.data.equals(first.data)).toBe(false);
    // Two covers take most of a second; timers kept firing meanwhile.
    expect(ticks).toBeGreaterThan(20);
  }, 30_000);

  it('refuses a cover asked for after close() instead of starting a thread that would keep the process alive', async () => {
    const closing = createThreadedCoverArtist();
    await closing.close();
    await expect(closing.drawCover(tour)).rejects.toThrow('closed');
  });
});
