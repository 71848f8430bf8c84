import { describe, expect, it } from 'vitest';
import { appendTrailPoint } from './trail';

// Metres in one degree of latitude on the 3959-mile sphere.
const METRES_PER_DEGREE = (3959 * 1609.344 * Math.PI) / 180;
const metresNorth = (metres: number) => ({ lat: 40 + metres / METRES_PER_DEGREE, lng: -3 });
const north = (steps: number) => metresNorth(steps * 11);

describe('appendTrailPoint', () => {
  it('starts the trail with the first point', () => {
    expect(appendTrailPoint([], north(0))).toEqual([north(0)]);
  });

  it('adds a point only when it is more than 10 m from the last', () => {
    const start = [north(0)];
    expect(appendTrailPoint(start, metresNorth(4))).toBe(start);
    expect(appendTrailPoint(start, metresNorth(9.99))).toBe(start);
    expect(appendTrailPoint(start, metresNorth(10.01))).toEqual([north(0), metresNorth(10.01)]);
    expect(appendTrailPoint(start, north(1))).toEqual([north(0), north(1)]);
  });

  it('compares with the last point, not the first', () => {
    const trail = [north(0), north(5)];
    expect(appendTrailPoint(trail, metresNorth(5 * 11 + 6))).toBe(trail);
    expect(appendTrailPoint(trail, north(0))).toEqual([north(0), north(5), north(0)]);
  });

  it('keeps the latest 100 points', () => {
    let trail: readonly { lat: number; lng: number }[] = [];
    for (let index = 0; index < 130; index += 1) trail = appendTrailPoint(trail, north(index));
    expect(trail).toHaveLength(100);
    expect(trail[0]).toEqual(north(30));
    expect(trail.at(-1)).toEqual(north(129));
  });

  it('does not change the trail it was given', () => {
    const trail = [north(0)];
    appendTrailPoint(trail, north(3));
    expect(trail).toEqual([north(0)]);
  });
});
