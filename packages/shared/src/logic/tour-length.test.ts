import { describe, expect, it } from 'vitest';
import { routeSchema } from '../schemas/tour';
import { routeLengthOf, roadClassOf, tourFigures, tourLength, travelModeOf } from './tour-length';

// Points on the equator: one degree of longitude is 69.10 miles (111.2 km) on the 3959-mile sphere.
const east = (km: number) => ({ lat: 0, lng: km / 111.2 });

describe('tourLength', () => {
  it('walks short legs at 4.5 km/h and adds the time at each stop', () => {
    // Three legs of 1.5 km: walked, 4.5 km in an hour, plus 3 stops of 6 minutes.
    const points = [east(0), east(1.5), east(3), east(4.5)];
    const length = tourLength({ points, stops: 3, minutesAtStop: 6 });
    expect(length.mode).toBe('walking');
    expect(length.distance).toBeCloseTo(2.8, 1);
    expect(length.duration).toBe(60 + 18);
  });

  it('drives longer legs at the speed of their road class', () => {
    expect(roadClassOf(5)).toMatchObject({ id: 'town', kmh: 25 });
    expect(roadClassOf(50)).toMatchObject({ id: 'regional', kmh: 60 });
    expect(roadClassOf(300)).toMatchObject({ id: 'highway', kmh: 90 });
    // 5 km of town streets (12 min) then 60 km of regional road (60 min), no stops.
    const length = tourLength({ points: [east(0), east(5), east(65)], stops: 0, minutesAtStop: 0 });
    expect(length.mode).toBe('driving');
    expect(length.duration).toBe(72);
  });

  it('walks a walking tour whatever its legs, and the legs decide for others', () => {
    const far = [east(0), east(3)];
    expect(travelModeOf(far, 'walking')).toBe('walking');
    expect(travelModeOf(far, 'specialty')).toBe('driving');
    expect(travelModeOf([east(0), east(1.9)], 'specialty')).toBe('walking');
  });

  it("measures a saved tour from its stops and each stop's own time", () => {
    const route = routeSchema.parse({
      id: 'r',
      userId: 'u',
      name: 'Walk',
      narrationDuration: 2,
      pointsOfInterest: [
        { name: 'A', latitude: 0, longitude: 0, estimatedStopTime: 10 },
        { name: 'B', latitude: 0, longitude: 1.5 / 111.2 },
      ],
      createdAt: 'now',
      updatedAt: 'now',
    });
    // 1.5 km walked is 20 minutes; 10 minutes at A, 2 + 5 at B.
    expect(routeLengthOf(route)).toMatchObject({ mode: 'walking', duration: 37 });
  });
});

describe('tourFigures', () => {
  it('shows a tenth under 10, whole numbers above, and hours with minutes', () => {
    expect(tourFigures({ distance: 2448, duration: 2400 })).toEqual({
      miles: 2448,
      km: 3940,
      totalMinutes: 2400,
      hours: 40,
      minutes: 0,
    });
    expect(tourFigures({ distance: 5.14, duration: 62.4 })).toMatchObject({
      miles: 5.1,
      km: 8.3,
      hours: 1,
      minutes: 2,
    });
  });

  it('says nothing for an unknown or zero figure', () => {
    expect(tourFigures({ distance: null, duration: 0 })).toMatchObject({ miles: null, km: null, totalMinutes: null });
  });
});
