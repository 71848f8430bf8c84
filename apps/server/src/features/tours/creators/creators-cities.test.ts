import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { createdTourSchema } from '@roamcast/shared/schemas/tour-creation';
import { createOfflineGeocoder } from '../../../providers/geo/offline-geocoder';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';

// Eight cities on five continents, offline (the landmark pack and the gazetteer).
const CITIES = ['Paris', 'London', 'New York', 'Mexico City', 'Tokyo', 'Sydney', 'Cairo', 'Rio de Janeiro'];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
  const user = await signUp(t);
  token = user.token;
  await t.db.updateTable('users').set({ tier: 'premium', toursLimit: 100 }).where('id', '=', user.userId).execute();
});
afterAll(() => t.close());

async function make(url: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/tour-maker/${url}`,
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return createdTourSchema.parse(response.json().data);
}

describe('real stops in cities on five continents, offline', () => {
  it.each(CITIES)(
    '%s: a city tour within 25 km and a walking tour within 2 km, distinct, named and described',
    async (city) => {
      const centre = (await createOfflineGeocoder().forward(city, 'en'))!;
      const checks: [Awaited<ReturnType<typeof make>>, number][] = [
        [await make('specialty-tour', { name: `${city} history`, location: city, theme: 'historical_facts' }), 25_000],
        [await make('walking-indoor-tour', { name: `${city} on foot`, location: city, type: 'walking' }), 2_000],
      ];
      for (const [tour, within] of checks) {
        // A city with fewer real places near its centre gets a shorter tour, and says so.
        expect(tour.pointsOfInterest.length, `${tour.name}: ${tour.notice}`).toBeGreaterThanOrEqual(2);
        if (tour.pointsOfInterest.length < 6)
          expect(tour.notice).toContain(`so this tour has ${tour.pointsOfInterest.length} stops`);
        else expect(tour.notice).toBeNull();
        for (const stop of tour.pointsOfInterest) {
          expect(
            distanceMeters(centre, { lat: stop.latitude, lng: stop.longitude }),
            `${tour.name}: ${stop.name}`,
          ).toBeLessThanOrEqual(within);
          expect(stop.name.trim()).not.toBe('');
          expect(stop.description?.trim()).toBeTruthy();
        }
        expect(new Set(tour.pointsOfInterest.map((stop) => `${stop.latitude},${stop.longitude}`)).size).toBe(
          tour.pointsOfInterest.length,
        );
      }
    },
  );
});
