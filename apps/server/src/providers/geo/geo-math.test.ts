import { describe, expect, it } from 'vitest';
import { bearingDeg, compassPoint, haversineKm } from './geo-math';

describe('haversineKm', () => {
  it('measures Paris to London at about 344 km', () => {
    expect(haversineKm(48.8566, 2.3522, 51.5074, -0.1278)).toBeCloseTo(343.5, 0);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(10, 20, 10, 20)).toBe(0);
    expect(haversineKm(35.68, 139.69, -33.87, 151.21)).toBeCloseTo(haversineKm(-33.87, 151.21, 35.68, 139.69), 9);
  });

  it('goes the short way across the antimeridian', () => {
    expect(haversineKm(0, 179.5, 0, -179.5)).toBeCloseTo(111.2, 0);
  });
});

describe('bearings', () => {
  it('points north, east, south and west', () => {
    expect(bearingDeg(0, 0, 1, 0)).toBeCloseTo(0, 6);
    expect(bearingDeg(0, 0, 0, 1)).toBeCloseTo(90, 6);
    expect(bearingDeg(1, 0, 0, 0)).toBeCloseTo(180, 6);
    expect(bearingDeg(0, 1, 0, 0)).toBeCloseTo(270, 6);
  });

  it('rounds degrees to the nearest of eight compass points', () => {
    expect([0, 22, 23, 90, 135, 180, 225, 270, 315, 338, 359].map(compassPoint)).toEqual([
      'N',
      'N',
      'NE',
      'E',
      'SE',
      'S',
      'SW',
      'W',
      'NW',
      'N',
      'N',
    ]);
    expect(compassPoint(-90)).toBe('W');
  });

  it('finds Sausalito north-west of San Francisco', () => {
    expect(compassPoint(bearingDeg(37.77493, -122.41942, 37.85909, -122.48525))).toBe('NW');
  });
});
