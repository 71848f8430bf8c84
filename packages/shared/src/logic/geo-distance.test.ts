import { describe, expect, it } from 'vitest';
import { distanceMeters, distanceMiles } from './geo-distance';

const paris = { lat: 48.8566, lng: 2.3522 };
const london = { lat: 51.5074, lng: -0.1278 };

describe('distanceMiles', () => {
  it('measures on a 3959-mile sphere', () => {
    // Paris-London is about 213.5 miles on that sphere (343.5 km on the 6371 km one).
    expect(distanceMiles(paris, london)).toBeCloseTo(213.5, 1);
    // A quarter of the equator is exactly a quarter of the circumference.
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI * 3959) / 2, 6);
  });

  it('is zero for the same point, symmetric, and wraps the antimeridian', () => {
    expect(distanceMiles(paris, paris)).toBe(0);
    expect(distanceMiles(paris, london)).toBeCloseTo(distanceMiles(london, paris), 9);
    expect(distanceMiles({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(69.1, 1);
  });
});

describe('distanceMeters', () => {
  it('converts miles to metres', () => {
    // 0.0001 degrees of latitude is about 11.1 m.
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0.0001, lng: 0 })).toBeCloseTo(11.12, 1);
    expect(distanceMeters(paris, london)).toBeCloseTo(distanceMiles(paris, london) * 1609.344, 6);
  });
});
