import { describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { createStopFinder } from '../../stops/find-stops';
import { createOfflineStopSource } from '../../stops/offline-source';
import { loadLandmarks } from './load-landmarks';

/** Which cities a table covers, and how (each file of city-tables/ holds one table, by region). */
export interface CityCentreTable {
  /** What the table covers, naming its tests. */
  title: string;
  /** Six landmarks within 2 km of where the offline geocoder puts the city. */
  walking: readonly string[];
  /** Six within 10 km of the city's point only; why each one has fewer within 2 km. */
  cityOnly?: Readonly<Record<string, string>>;
  /**
   * Cities whose gazetteer point lies outside their centre (a suburb, a new district): a walking
   * tour started at the named landmark (its pack id) finds six within 2 km; `why` says where the point is.
   */
  fromLandmark?: Readonly<Record<string, { id: string; why: string }>>;
}

const PACK = 'Roamcast landmark pack';
const geocoder = createOfflineGeocoder();
const finder = createStopFinder([createOfflineStopSource()]);

async function cityPoint(city: string) {
  const centre = await geocoder.forward(city, 'en');
  expect(centre, city).not.toBeNull();
  return centre!;
}

/** The pack's landmarks a six-stop tour finds around a point; neighbourhoods and towns are no landmark. */
async function packStops(label: string, centre: { lat: number; lng: number }, radiusMeters: number) {
  const { stops } = await finder.find({ ...centre, radiusMeters, theme: 'hidden_gems', language: 'en', count: 6 });
  for (const stop of stops)
    expect(distanceMeters(centre, stop), `${label}: ${stop.name}`).toBeLessThanOrEqual(radiusMeters);
  const landmarks = stops.filter((stop) => stop.source === PACK);
  expect(landmarks.length, label).toBe(6);
  expect(new Set(landmarks.map((stop) => `${stop.lat},${stop.lng}`)).size, label).toBe(6);
}

/** Every city a table covers, whichever kind of tour it passes. */
export function coveredCities(table: CityCentreTable): string[] {
  return [
    ...new Set([...table.walking, ...Object.keys(table.cityOnly ?? {}), ...Object.keys(table.fromLandmark ?? {})]),
  ];
}

/** One test per city and kind of tour, so a failure names the city. */
export function describeCityCentres(table: CityCentreTable): void {
  const cityOnly = table.cityOnly ?? {};
  const fromLandmark = table.fromLandmark ?? {};
  describe(table.title, () => {
    it.each(table.walking.filter((city) => !(city in cityOnly)))(
      'a walking tour of %s finds six distinct landmarks within 2 km',
      async (city) => packStops(city, await cityPoint(city), 2000),
    );

    it.each([...new Set([...table.walking, ...Object.keys(cityOnly)])])(
      'a city tour of %s finds six distinct landmarks within 10 km',
      async (city) => packStops(city, await cityPoint(city), 10_000),
    );

    it.each(Object.entries(fromLandmark))(
      'a walking tour of %s from its best-known landmark finds six within 2 km',
      async (city, { id }) => {
        const start = loadLandmarks().landmarks.find((landmark) => landmark.id === id);
        expect(start, `${city}: ${id}`).toBeDefined();
        expect(start!.city, id).toBe(city.split(',')[0]);
        await packStops(city, start!, 2000);
      },
    );
  });
}
