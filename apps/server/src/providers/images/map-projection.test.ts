import { describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import {
  fitMapView,
  formatDegrees,
  graticuleStep,
  niceCeil,
  niceFloor,
  scaleBar,
  unwrapLongitudes,
} from './map-projection';

const frame = { x: 100, y: 50, width: 700, height: 760 };
const inside = ({ x, y }: { x: number; y: number }) =>
  x >= frame.x && x <= frame.x + frame.width && y >= frame.y && y <= frame.y + frame.height;

describe('the cover map projection', () => {
  it('has no view without stops and centres a single stop with a street-sized map around it', () => {
    expect(fitMapView([], frame)).toBeNull();
    const view = fitMapView([{ lat: 48.8584, lng: 2.2945 }], frame)!;
    expect(view.project(48.8584, 2.2945)).toEqual({ x: 450, y: 430 });
    const acrossMeters = view.metersPerPixel * frame.width;
    expect(acrossMeters).toBeGreaterThan(1_200);
    expect(acrossMeters).toBeLessThan(3_000);
  });

  it('fits many stops inside the frame, north up, with true distances on both axes', () => {
    const stops = [
      { lat: 37.8087, lng: -122.4098 },
      { lat: 37.7955, lng: -122.3937 },
      { lat: 37.8267, lng: -122.423 },
      { lat: 37.8106, lng: -122.4771 },
    ];
    const view = fitMapView(stops, frame)!;
    const points = stops.map((stop) => view.project(stop.lat, stop.lng));
    expect(points.every(inside)).toBe(true);
    // Alcatraz (further north) is drawn higher up than the Ferry Building.
    expect(points[2]!.y).toBeLessThan(points[1]!.y);
    const pixels = Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);
    const meters = distanceMeters(stops[0]!, stops[1]!);
    expect(pixels * view.metersPerPixel).toBeCloseTo(meters, -2);
    const back = view.unproject(points[3]!.x, points[3]!.y);
    expect(back.lat).toBeCloseTo(37.8106, 6);
    expect(back.lng).toBeCloseTo(-122.4771, 6);
  });

  it('keeps stops on both sides of the antimeridian together, and far-apart stops in the frame', () => {
    expect(unwrapLongitudes([178.4, -171.8, 179.9])).toEqual([178.4, 188.2, 179.9]);
    expect(unwrapLongitudes([-122.4, 2.3])).toEqual([-122.4, 2.3]);
    const pacific = [
      { lat: -18.1, lng: 178.4 }, // Suva
      { lat: -13.8, lng: -171.8 }, // Apia
    ];
    const view = fitMapView(pacific, frame)!;
    const [suva, apia] = pacific.map((stop) => view.project(stop.lat, stop.lng));
    expect(inside(suva!) && inside(apia!)).toBe(true);
    expect(apia!.x).toBeGreaterThan(suva!.x);
    expect(view.metersPerPixel * frame.width).toBeLessThan(3_000_000);

    const world = [
      { lat: 51.5, lng: -0.12 },
      { lat: 35.68, lng: 139.76 },
      { lat: -33.86, lng: 151.2 },
      { lat: 89.9, lng: 0 },
    ];
    const wide = fitMapView(world, frame)!;
    for (const stop of world) {
      const point = wide.project(stop.lat, stop.lng);
      expect(Number.isFinite(point.x) && Number.isFinite(point.y)).toBe(true);
      expect(inside(point)).toBe(true);
    }
  });

  it('labels scales and graticules with round numbers', () => {
    expect(niceFloor(730)).toBe(500);
    expect(niceFloor(1999)).toBe(1000);
    expect(niceCeil(730)).toBe(1000);
    expect(niceCeil(0.31)).toBe(0.5);
    expect(niceCeil(2)).toBe(2);
    expect(scaleBar(5, 180)).toEqual({ meters: 500, pixels: 100, label: '500 m · 0.3 mi' });
    expect(scaleBar(40, 180).label).toBe('5 km · 3.1 mi');
    expect(scaleBar(0.4, 180).label).toBe('50 m · 164 ft');
    expect(graticuleStep(0.02, 700, 130)).toBe(0.005);
    expect(formatDegrees(37.775, 'lat', 0.005)).toBe('37.775°N');
    expect(formatDegrees(-122.42, 'lng', 0.01)).toBe('122.42°W');
    expect(formatDegrees(188.2, 'lng', 1)).toBe('172°W');
    expect(formatDegrees(0, 'lat', 10)).toBe('0°');
  });
});
