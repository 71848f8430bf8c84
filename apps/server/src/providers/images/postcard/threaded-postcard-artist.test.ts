import { afterAll, describe, expect, it } from 'vitest';
import { createOfflinePostcardArtist } from './offline-postcard-artist';
import type { PostcardContent } from './postcard-artist';
import { createThreadedPostcardArtist } from './threaded-postcard-artist';

const threaded = createThreadedPostcardArtist();
afterAll(() => threaded.close());

const content: PostcardContent = {
  tourName: 'ソウルと東京',
  startPoint: '명동',
  destination: '築地',
  highlights: ['명동', '築地'],
  stops: [
    { name: '명동', lat: 37.5636, lng: 126.9826 },
    { name: '築地', lat: 35.6655, lng: 139.7707 },
  ],
  photos: [],
  selfie: null,
  preserveFace: true,
  style: 'ghibli',
  variant: 'artistic',
};

describe('the threaded postcard artist', () => {
  it('composes on a worker thread exactly what the inline artist draws, while the event loop stays free', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const card = await threaded.drawPostcard(content);
    clearInterval(timer);
    const inline = await createOfflinePostcardArtist().drawPostcard(content);
    expect(Buffer.isBuffer(card.data)).toBe(true);
    expect(card.data.equals(inline.data)).toBe(true);
    expect(ticks).toBeGreaterThan(10);
  }, 60_000);
});
