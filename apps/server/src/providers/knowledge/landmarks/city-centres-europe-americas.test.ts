import { describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { createStopFinder } from '../../stops/find-stops';
import { createOfflineStopSource } from '../../stops/offline-source';

/**
 * The most visited cities of Europe and the Americas (Euromonitor Top 100 City Destinations and
 * Mastercard Global Destination Cities), each as the offline geocoder is asked for it; Asia, the
 * Middle East, Africa and Oceania (Istanbul included) live in their own file. facts/city-centres-*.json
 * holds the landmarks around each city's gazetteer point.
 */
const EUROPE = [
  'London',
  'Paris',
  'Rome',
  'Prague',
  'Amsterdam',
  'Barcelona',
  'Milan',
  'Vienna',
  'Venice',
  'Florence',
  'Madrid',
  'Berlin',
  'Dublin',
  'Athens',
  'Budapest',
  'Munich',
  'Lisbon',
  'Edinburgh',
];
const AMERICAS = [
  'New York',
  'Washington, D.C.',
  'Mexico City',
  'Rio de Janeiro',
  'Buenos Aires',
  'Lima',
  'Los Angeles',
  'San Francisco',
  'Las Vegas',
  'Miami',
];

/** Cities whose gazetteer point has fewer than six real landmarks within 2 km (each says why). */
const NO_WALK = new Set<string>([]);

const CITIES = [...EUROPE, ...AMERICAS];
const geocoder = createOfflineGeocoder();
const finder = createStopFinder([createOfflineStopSource()]);

async function packStops(city: string, radiusMeters: number) {
  const centre = await geocoder.forward(city, 'en');
  expect(centre, city).not.toBeNull();
  const { stops } = await finder.find({
    lat: centre!.lat,
    lng: centre!.lng,
    radiusMeters,
    theme: 'hidden_gems',
    language: 'en',
    count: 6,
  });
  for (const stop of stops)
    expect(distanceMeters(centre!, stop), `${city}: ${stop.name}`).toBeLessThanOrEqual(radiusMeters);
  // Only landmarks count: the gazetteer's neighbourhoods and towns fill a short tour, they are no landmark.
  return stops.filter((stop) => stop.source === 'Roamcast landmark pack');
}

describe('city-centre landmarks of Europe and the Americas', () => {
  it.each(CITIES.filter((city) => !NO_WALK.has(city)))(
    'a walking tour of %s finds six distinct landmarks within 2 km',
    async (city) => {
      const stops = await packStops(city, 2000);
      expect(stops.length, city).toBe(6);
      expect(new Set(stops.map((stop) => `${stop.lat},${stop.lng}`)).size, city).toBe(6);
    },
  );

  it.each(CITIES)('a city tour of %s finds six distinct landmarks within 10 km', async (city) => {
    const stops = await packStops(city, 10_000);
    expect(stops.length, city).toBe(6);
    expect(new Set(stops.map((stop) => `${stop.lat},${stop.lng}`)).size, city).toBe(6);
  });
});
