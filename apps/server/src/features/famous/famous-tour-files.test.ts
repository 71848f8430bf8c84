import { describe, expect, it } from 'vitest';
import { loadLandmarks } from '../../providers/knowledge/landmarks/load-landmarks';
import { alongPolyline, polylineMiles } from './along-polyline';
import { readFamousTourFiles } from './famous-tour-file';

const tours = readFamousTourFiles();
const SHARE_CODES = [
  'pacific-coast-highway',
  'historic-route-66',
  'blue-ridge-parkway',
  'great-ocean-road',
  'ring-road-iceland',
  'amalfi-coast',
];

describe('the famous tour files', () => {
  it('hold the six tours of SPEC §1, in order, each with 8 to 20 stops and unique ids', () => {
    expect(tours.map((tour) => tour.shareCode)).toEqual(SHARE_CODES);
    expect(new Set(tours.map((tour) => tour.id)).size).toBe(6);
    for (const tour of tours) {
      expect(tour.stops.length, tour.name).toBeGreaterThanOrEqual(8);
      expect(tour.stops.length, tour.name).toBeLessThanOrEqual(20);
      expect(tour.sources.scenicRating).toMatch(/curator/i);
    }
  });

  it('puts every stop within 30 km of its road, and the stops in driving order along it', () => {
    for (const tour of tours) {
      const positions = tour.stops.map((stop) => {
        const { offKm, alongKm } = alongPolyline(stop, tour.polyline);
        expect(offKm, `${tour.name}: ${stop.name}`).toBeLessThanOrEqual(30);
        return alongKm;
      });
      // Each stop lies further along the road than the one before it.
      for (let i = 1; i < positions.length; i++) {
        expect(positions[i]!, `${tour.name}: ${tour.stops[i]!.name}`).toBeGreaterThan(positions[i - 1]!);
      }
    }
  });

  it('records a real distance and driving time: the road is longer than its towns joined straight, and drivable', () => {
    for (const tour of tours) {
      const straight = polylineMiles(tour.polyline);
      // A road winds between its towns, so it is longer than the straight lines, but not absurdly so.
      expect(straight / tour.distanceMiles, tour.name).toBeGreaterThan(0.6);
      expect(straight / tour.distanceMiles, tour.name).toBeLessThanOrEqual(1);
      const mph = tour.distanceMiles / (tour.durationMinutes / 60);
      expect(mph, tour.name).toBeGreaterThan(5);
      expect(mph, tour.name).toBeLessThan(70);
    }
  });

  it('takes its landmark stops from the landmark pack, where their facts are', () => {
    const pack = new Map(loadLandmarks().landmarks.map((landmark) => [landmark.id, landmark]));
    const fromPack = tours
      .flatMap((tour) => [...tour.stops, ...tour.polyline])
      .filter((p) => p.source.startsWith('landmark-pack:'));
    expect(fromPack.length).toBeGreaterThanOrEqual(15);
    for (const point of fromPack) {
      const landmark = pack.get(point.source.slice('landmark-pack:'.length));
      expect(landmark, point.source).toBeDefined();
      expect([point.lat, point.lng]).toEqual([landmark!.lat, landmark!.lng]);
    }
  });
});
