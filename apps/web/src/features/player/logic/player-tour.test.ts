import { describe, expect, it } from 'vitest';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { stopSlides, tourFromNarration, tourFromRoute, tourFromShared, withNarration } from './player-tour';

const commonsCredit = 'Photo: Torre de Belém, seen from the river, Jane Doe, CC BY-SA 4.0 (CC BY-SA 4.0)';

describe('a saved tour in the player', () => {
  it('walks its stops with the newest narration of each, photos credited in order', () => {
    const older = narrationFixture({
      id: 'old',
      routeId: 'route-1',
      waypointIndex: 0,
      createdAt: '2026-11-01T00:00:00Z',
    });
    const newer = narrationFixture({
      id: 'new',
      routeId: 'route-1',
      waypointIndex: 0,
      photoUrls: ['https://upload.wikimedia.org/a.jpg', 'https://upload.wikimedia.org/b.jpg'],
      heroImageUrl: 'https://upload.wikimedia.org/a.jpg',
      cost: { ...older.cost, sources: ['Wikipedia: Belém Tower', commonsCredit, 'Photo: b, Someone (CC0)'] },
    });
    const tour = tourFromRoute(routeFixture({ narrations: [older, newer] }));
    expect(tour.stops.map((stop) => stop.name)).toEqual(['Belém Tower', 'Jerónimos Monastery']);
    expect(tour.stops[0]!.audioUrl).toBe('/api/narrations/new/audio');
    expect(tour.stops[0]!.photos).toEqual([
      {
        url: 'https://upload.wikimedia.org/a.jpg',
        credit: 'Torre de Belém, seen from the river, Jane Doe, CC BY-SA 4.0 (CC BY-SA 4.0)',
      },
      { url: 'https://upload.wikimedia.org/b.jpg', credit: 'b, Someone (CC0)' },
    ]);
    expect(tour.stops[1]!.audioUrl).toBeNull();
    expect(tour).toMatchObject({ kind: 'route', routeId: 'route-1', editable: true, famous: false });
  });

  it('shows a stop its own photos, else the tour cover, else nothing (the theme art)', () => {
    const withPhoto = narrationFixture({ id: 'n', routeId: 'route-1', waypointIndex: 0, photoUrls: ['/p.jpg'] });
    const covered = tourFromRoute(
      routeFixture({
        narrations: [withPhoto],
        aiImageUrl: '/ai.png',
        customImageUrl: '/custom.png',
        thumbnailUrl: '/t.png',
      }),
    );
    expect(stopSlides(covered.stops[0]!, covered)).toEqual([{ url: '/p.jpg', credit: undefined }]);
    expect(stopSlides(covered.stops[1]!, covered)).toEqual([{ url: '/custom.png' }]);
    const aiOnly = tourFromRoute(routeFixture({ aiImageUrl: '/ai.png', thumbnailUrl: '/t.png' }));
    expect(stopSlides(aiOnly.stops[0]!, aiOnly)).toEqual([{ url: '/ai.png' }]);
    const bare = tourFromRoute(routeFixture());
    expect(stopSlides(bare.stops[0]!, bare)).toEqual([]);
  });

  it('never shows a data: URL as a photo', () => {
    const narration = narrationFixture({
      id: 'n',
      routeId: 'route-1',
      waypointIndex: 0,
      photoUrls: ['data:image/png;base64,AA'],
    });
    expect(tourFromRoute(routeFixture({ narrations: [narration] })).stops[0]!.photos).toEqual([]);
  });

  it('hides Edit for a famous tour and uses its points of interest as stops', () => {
    const tour = tourFromRoute(
      routeFixture({
        isFamous: 1,
        pointsOfInterest: [
          { name: 'Bixby Bridge', latitude: 36.3715, longitude: -121.9017, placeId: 'ChIJabc', description: undefined },
        ],
      }),
    );
    expect(tour.editable).toBe(false);
    expect(tour.stops.map((stop) => [stop.name, stop.poi?.placeId])).toEqual([['Bixby Bridge', 'ChIJabc']]);
  });
});

describe('other things the player plays', () => {
  it('plays one narration as a one-stop tour that cannot be edited', () => {
    const tour = tourFromNarration(narrationFixture({ id: 'solo', title: 'The tower by the river' }));
    expect(tour).toMatchObject({ kind: 'narration', name: 'The tower by the river', routeId: null, editable: false });
    expect(tour.stops).toHaveLength(1);
    expect(tour.stops[0]!.audioUrl).toBe('/api/narrations/solo/audio');
  });

  it('plays a shared tour from its link, and a narration written here fills its stop', () => {
    const tour = tourFromShared(
      {
        name: 'Shared walk',
        theme: 'nature',
        waypoints: [
          { lat: 1, lng: 2, name: 'Park' },
          { lat: 1.1, lng: 2, audioUrl: '/a.mp3' },
        ],
      },
      'shared:x',
    );
    expect(tour).toMatchObject({ kind: 'shared', editable: false, routeId: null, theme: 'nature' });
    expect(tour.stops.map((stop) => stop.audioUrl)).toEqual([null, '/a.mp3']);
    const filled = withNarration(tour.stops[0]!, narrationFixture({ id: 'here', photoUrls: ['/here.jpg'] }));
    expect(filled).toMatchObject({ audioUrl: '/api/narrations/here/audio', narrationId: 'here', title: 'Story here' });
    expect(filled.photos.map((photo) => photo.url)).toEqual(['/here.jpg']);
  });
});
