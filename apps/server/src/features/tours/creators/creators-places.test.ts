import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { createdTourSchema } from '@roamcast/shared/schemas/tour-creation';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
  const user = await signUp(t);
  token = user.token;
  await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', user.userId).execute();
});
afterAll(() => t.close());

async function created(url: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/tour-maker/${url}`,
    payload,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(201);
  return createdTourSchema.parse(response.json().data);
}

const at = (poi: { latitude: number; longitude: number }) => ({ lat: poi.latitude, lng: poi.longitude });
const COLOSSEUM = { lat: 41.8902, lng: 12.4922 };
const PANTHEON = { lat: 41.8986, lng: 12.4769 };
const TREVI = { lat: 41.9009, lng: 12.4833 };

describe(`tour makers find the places people name (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('imports a Google Maps route of named landmarks as those landmarks, each keeping its own name', async () => {
    const tour = await created('import-tour', {
      importData: 'https://www.google.com/maps/dir/Colosseum,+Rome/Pantheon,+Rome/Trevi+Fountain,+Rome',
    });
    expect(tour.pointsOfInterest.map((poi) => poi.name)).toEqual([
      'Colosseum, Rome',
      'Pantheon, Rome',
      'Trevi Fountain, Rome',
    ]);
    [COLOSSEUM, PANTHEON, TREVI].forEach((place, i) =>
      expect(distanceMeters(place, at(tour.pointsOfInterest[i]!))).toBeLessThan(300),
    );
  });

  it('names the dropped pins of the same route by the landmarks they stand at, not "Rome" three times', async () => {
    const pins = [COLOSSEUM, PANTHEON, TREVI].map((p) => `${p.lat},${p.lng}`).join('/');
    const tour = await created('import-tour', { importData: `https://www.google.com/maps/dir/${pins}` });
    expect(tour.pointsOfInterest.map((poi) => poi.name)).toEqual(['Colosseum', 'Pantheon', 'Trevi Fountain']);
  });

  it('imports a Kyoto to Nara route as those two cities', async () => {
    const tour = await created('import-tour', { importData: 'https://www.google.com/maps/dir/Kyoto/Nara' });
    expect(tour.pointsOfInterest.map((poi) => poi.name)).toEqual(['Kyoto', 'Nara']);
    expect(distanceMeters({ lat: 35.0116, lng: 135.7681 }, at(tour.pointsOfInterest[0]!))).toBeLessThan(10_000);
    expect(distanceMeters({ lat: 34.6851, lng: 135.8048 }, at(tour.pointsOfInterest[1]!))).toBeLessThan(10_000);
  });

  it('finds a named route stop near the others when its name alone may mean elsewhere', async () => {
    const tour = await created('import-tour', {
      importData: 'https://www.google.com/maps/dir/Seville/Cordoba/Granada',
    });
    for (const poi of tour.pointsOfInterest) expect(poi.latitude).toBeGreaterThan(36);
  });

  it('makes an indoor tour of the Louvre and a deep dive on Fushimi Inari Taisha from their names alone', async () => {
    const indoor = await created('walking-indoor-tour', {
      name: 'Inside the Louvre',
      location: 'Louvre',
      type: 'indoor',
      useGPS: false,
    });
    expect(distanceMeters({ lat: 48.8606, lng: 2.3376 }, at(indoor.pointsOfInterest[0]!))).toBeLessThan(300);

    const dive = await created('deep-dive-tour', {
      placeOrTopic: 'Fushimi Inari Taisha',
      detailedPrompt: 'The thousand torii gates',
      length: 'short',
    });
    expect(dive.pointsOfInterest.length).toBeGreaterThan(0);
    expect(distanceMeters({ lat: 34.9671, lng: 135.7727 }, at(dive.pointsOfInterest[0]!))).toBeLessThan(5_000);
  });

  it('makes a deep dive on a topic at the place the topic names', async () => {
    const dive = await created('deep-dive-tour', {
      placeOrTopic: "Lisbon's great earthquake of 1755",
      detailedPrompt: 'What it destroyed and how the city was rebuilt',
      length: 'short',
    });
    expect(distanceMeters({ lat: 38.7167, lng: -9.1333 }, at(dive.pointsOfInterest[0]!))).toBeLessThan(15_000);
  });
});
