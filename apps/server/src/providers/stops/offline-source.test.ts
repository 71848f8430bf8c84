import { describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { createStopFinder } from './find-stops';
import { createOfflineStopSource } from './offline-source';

const finder = createStopFinder([createOfflineStopSource()]);

describe('offline stops', () => {
  it('finds real nearby towns from the gazetteer for a drive around a city, never the city itself', async () => {
    const centre = { lat: 64.1466, lng: -21.9426 }; // Reykjavík
    const { stops, sources } = await finder.find({
      ...centre,
      radiusMeters: 25_000,
      theme: 'nature',
      language: 'en',
      count: 5,
    });
    expect(sources).toEqual(['offline']);
    expect(stops.length).toBe(5);
    for (const stop of stops) {
      expect(distanceMeters(centre, stop)).toBeLessThanOrEqual(25_000);
      expect(stop.name.length).toBeGreaterThan(2);
      expect(stop.description).toBeTruthy();
      expect(stop.name).not.toBe('Reykjavík');
    }
    expect(stops.map((stop) => stop.name)).toEqual(expect.arrayContaining(['Kópavogur', 'Hafnarfjörður']));
    expect(new Set(stops.map((stop) => `${stop.lat},${stop.lng}`)).size).toBe(stops.length);
  });

  it('gives fewer stops, not invented ones, where the map is empty', async () => {
    // The middle of the South Pacific: nothing within 25 km.
    const { stops, shortBy } = await finder.find({
      lat: -30,
      lng: -130,
      radiusMeters: 25_000,
      theme: 'nature',
      language: 'en',
      count: 6,
    });
    expect(stops).toEqual([]);
    expect(shortBy).toBe(6);
  });
});
