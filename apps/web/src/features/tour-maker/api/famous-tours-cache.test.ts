import { beforeEach, describe, expect, it } from 'vitest';
import type { FamousTour } from '@roamcast/shared/schemas/tour';
import { readFamousToursCache, resetFamousToursCacheForTests, writeFamousToursCache } from './famous-tours-cache';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23);

const tour = (index: number, photoUrls: string[] = []): FamousTour => ({
  id: `f-${index}`,
  name: `Famous ${index}`,
  description: 'A long way along the coast',
  stops: 5,
  shareCode: `famous-${index}`,
  aiImageUrl: `/media/covers/${index}.png`,
  tags: ['coast'],
  highlights: ['Bixby Creek Bridge'],
  photoUrls,
});

/** Fills jsdom's real storage quota (5 million characters) under one key, less what should stay free. */
function fillStorage(key: string, leaveFree: number) {
  let size = 5_000_000 - leaveFree;
  for (;;) {
    try {
      localStorage.setItem(key, 'x'.repeat(size));
      return;
    } catch {
      size -= 10_000;
    }
  }
}

beforeEach(() => {
  localStorage.clear();
  resetFamousToursCacheForTests();
});

describe('famous tours cache', () => {
  it('gives back what was saved for 7 days, then nothing', () => {
    writeFamousToursCache([tour(1), tour(2)], NOW);
    expect(readFamousToursCache(NOW + DAY)?.tours.map((t) => t.id)).toEqual(['f-1', 'f-2']);
    expect(readFamousToursCache(NOW + 7 * DAY)?.savedAt).toBe(NOW);
    expect(readFamousToursCache(NOW + 7 * DAY + 1)).toBeNull();
  });

  it('ignores a copy of another version or a broken one', () => {
    localStorage.setItem('famous-tours-cache', JSON.stringify({ version: 'v1', savedAt: NOW, tours: [tour(1)] }));
    expect(readFamousToursCache(NOW)).toBeNull();
    localStorage.setItem('famous-tours-cache', '{not json');
    expect(readFamousToursCache(NOW)).toBeNull();
  });

  it('when storage is full, clears old tour, narration and query entries and keeps a minimal copy', () => {
    localStorage.setItem('selectedLanguage', 'fr');
    localStorage.setItem('last-tour', 't-9');
    localStorage.setItem('narration-draft', 'x'.repeat(1000));
    fillStorage('react-query-offline-cache', 300_000);
    const photos = Array.from({ length: 3000 }, (_, index) => `/media/photos/a-rather-long-photo-name-${index}.jpg`);
    writeFamousToursCache([tour(1, photos), tour(2, photos), tour(3, photos)], NOW);

    const cached = readFamousToursCache(NOW);
    expect(cached?.tours.map((t) => [t.id, t.photoUrls.length, t.highlights.length])).toEqual([
      ['f-1', 0, 0],
      ['f-2', 0, 0],
      ['f-3', 0, 0],
    ]);
    expect(cached?.tours[0]).toMatchObject({ name: 'Famous 1', stops: 5, aiImageUrl: '/media/covers/1.png' });
    expect(localStorage.getItem('react-query-offline-cache')).toBeNull();
    expect(localStorage.getItem('last-tour')).toBeNull();
    expect(localStorage.getItem('narration-draft')).toBeNull();
    expect(localStorage.getItem('selectedLanguage')).toBe('fr');
  });

  it('stops caching when even the minimal copy does not fit', () => {
    fillStorage('roamcast-user', 50);
    writeFamousToursCache([tour(1), tour(2)], NOW);
    expect(readFamousToursCache(NOW)).toBeNull();
    expect(localStorage.getItem('roamcast-user')).not.toBeNull(); // the account is never given up

    localStorage.removeItem('roamcast-user');
    writeFamousToursCache([tour(1)], NOW); // disabled for the rest of the page's life
    expect(readFamousToursCache(NOW)).toBeNull();
  });
});
