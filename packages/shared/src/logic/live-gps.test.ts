import { describe, expect, it } from 'vitest';
import { reachedStopIndex } from './live-gps';

// Three stops in Belém, Lisbon.
const STOPS = [
  { lat: 38.6916, lng: -9.216 },
  { lat: 38.6979, lng: -9.2068 },
  { lat: 38.6929, lng: -9.2058 },
];

describe('reachedStopIndex', () => {
  it('finds the stop within about 0.0005 degrees, never the current one', () => {
    expect(reachedStopIndex({ lat: 38.6981, lng: -9.2069 }, STOPS, 0)).toBe(1);
    expect(reachedStopIndex({ lat: 38.6981, lng: -9.2069 }, STOPS, 1)).toBeNull();
    expect(reachedStopIndex({ lat: 38.6916, lng: -9.216 }, STOPS, 2)).toBe(0);
  });

  it('is not fooled by a stop about 100 m away', () => {
    expect(reachedStopIndex({ lat: 38.6988, lng: -9.2068 }, STOPS, 0)).toBeNull();
  });

  it('widens by the reported accuracy, but never by more than 50 m', () => {
    // 0.0008 degrees north of stop 1: about 89 m, so 0.0005 degrees (56 m) plus 40 m of accuracy reaches it.
    const near = { lat: 38.6987, lng: -9.2068 };
    expect(reachedStopIndex(near, STOPS, 0)).toBeNull();
    expect(reachedStopIndex({ ...near, accuracy: 40 }, STOPS, 0)).toBe(1);
    // 0.0012 degrees (134 m) is beyond 56 m + 50 m, however poor the fix.
    expect(reachedStopIndex({ lat: 38.6991, lng: -9.2068, accuracy: 500 }, STOPS, 0)).toBeNull();
  });

  it('takes the nearest when two stops are in reach', () => {
    const twins = [
      { lat: 10, lng: 10 },
      { lat: 10.0003, lng: 10 },
      { lat: 10.0001, lng: 10 },
    ];
    expect(reachedStopIndex({ lat: 10.00015, lng: 10 }, twins, 0)).toBe(2);
  });
});
