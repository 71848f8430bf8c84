import { describe, expect, it } from 'vitest';
import { routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { narrationFixture, routeFixture } from '../features/player/test-fixtures';
import { formatBytes } from './format-bytes';
import { offlineAddresses } from './save-tour';
import { sharedFingerprint, tourFingerprint } from './saved-tours';

const story = (id: string, index: number) =>
  narrationFixture({ id, audioUrl: `/api/narrations/${id}/audio`, waypointIndex: index, photoUrls: [] });

const narrated = routeFixture({
  aiImageUrl: '/media/covers/route-1.jpg',
  narrations: [story('n-1', 0), story('n-2', 1)],
});

describe('what an offline copy holds', () => {
  it('is a real tour as the API returns it', () => {
    expect(routeWithNarrationsSchema.safeParse(narrated).success).toBe(true);
  });

  it("keeps the tour's JSON, its cover and every stop's audio, each once", () => {
    const urls = offlineAddresses(narrated);
    expect(urls[0]).toBe('/api/tour-maker/routes/route-1');
    expect(urls).toContain('/media/covers/route-1.jpg');
    expect(urls).toContain('/api/narrations/n-1/audio');
    expect(urls).toContain('/api/narrations/n-2/audio');
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('an out-of-date copy', () => {
  it('is told by a new name or a story made again, not by reading the same tour twice', () => {
    const saved = tourFingerprint(narrated);
    expect(tourFingerprint(structuredClone(narrated))).toBe(saved);
    expect(tourFingerprint({ ...narrated, name: 'Belém by the river' })).not.toBe(saved);
    expect(tourFingerprint({ ...narrated, narrations: [story('n-1', 0), story('n-3', 1)] })).not.toBe(saved);
  });

  it('on a shared page, by a new name or moved stops, whichever form the page holds them in', () => {
    const stops = [
      { name: 'Colosseum', lat: 41.8902, lng: 12.4922 },
      { name: 'Roman Forum', lat: 41.8925, lng: 12.4853 },
    ];
    const saved = sharedFingerprint({ name: 'Rome', stops });
    const onPage = stops.map(({ name, lat, lng }) => ({ name, location: { lat, lng } }));
    expect(sharedFingerprint({ name: 'Rome', stops: onPage })).toBe(saved);
    expect(sharedFingerprint({ name: 'Rome at dusk', stops })).not.toBe(saved);
    expect(sharedFingerprint({ name: 'Rome', stops: [stops[0]!, { ...stops[1]!, lat: 41.9 }] })).not.toBe(saved);
  });
});

describe('the space a copy takes', () => {
  it('reads in the traveller’s units', () => {
    expect(formatBytes(1_400_000, 'en')).toBe('1.4 MB');
    expect(formatBytes(820_000, 'en')).toBe('820 kB');
    expect(formatBytes(12, 'en')).toBe('1 kB');
  });
});
