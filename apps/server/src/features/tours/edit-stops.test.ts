import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playableStopsOf } from '@roamcast/shared/logic/tour-stops';
import { routeLengthOf } from '@roamcast/shared/logic/tour-length';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
});
afterAll(() => t.close());

const ROUTES = '/api/tour-maker/routes';
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

// Three Lisbon sights, a short walk apart.
const STOPS = {
  a: { id: 'stop-a', name: 'Praça do Comércio', latitude: 38.7075, longitude: -9.1364 },
  b: { id: 'stop-b', name: 'Lisbon Cathedral', latitude: 38.7098, longitude: -9.1332 },
  c: { id: 'stop-c', name: 'Castle of São Jorge', latitude: 38.7139, longitude: -9.1334 },
};

/** A story placed at a stop, stored directly: what is tested is where it goes, not how it was written. */
async function placeStory(userId: string, routeId: string, waypointIndex: number, text: string) {
  const id = randomUUID();
  await t.db
    .insertInto('narrations')
    .values({
      id,
      userId,
      theme: 'fun_facts',
      language: 'en',
      duration: 1,
      title: text,
      location: JSON.stringify({ lat: 38.71, lng: -9.13, name: text }),
      narrationText: `${text}. A story.`,
      audioUrl: null,
      audioDurationSeconds: null,
      photoUrls: '[]',
      heroImageUrl: null,
      photoCount: 0,
      cost: JSON.stringify({
        provider: 'offline',
        speechProvider: 'offline',
        characters: 1,
        tokens: 0,
        estimatedCents: 0,
        sources: [],
      }),
      placesInfo: '[]',
      cacheKey: null,
      routeId,
      waypointIndex,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

async function storiesByStop(token: string, id: string) {
  const response = await call('GET', `${ROUTES}/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const tour = routeWithNarrationsSchema.parse(response.json().data);
  return {
    tour,
    stops: playableStopsOf(tour, tour.narrations).map((stop) => [stop.location.name, stop.narrationText]),
  };
}

describe(`editing a tour's stops (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('keeps each story with its stop through a reorder, a rename, a removal and an addition', async () => {
    const { token, userId } = await signUp(t);
    const created = await call('POST', ROUTES, token, {
      name: 'Old Lisbon',
      pointsOfInterest: [STOPS.a, STOPS.b, STOPS.c],
    });
    expect(created.statusCode, created.body).toBe(201);
    const tour = routeSchema.parse(created.json().data);
    // Saved by hand, the tour is measured from its stops like every other.
    expect(tour.distance).toBe(routeLengthOf(tour).distance);
    expect(tour.duration).toBe(routeLengthOf(tour).duration);
    expect(tour.distance).toBeGreaterThan(0);
    await placeStory(userId, tour.id, 0, 'Story of the square');
    const cathedral = await placeStory(userId, tour.id, 1, 'Story of the cathedral');
    await placeStory(userId, tour.id, 2, 'Story of the castle');

    const added = { id: 'stop-d', name: 'Miradouro de Santa Luzia', latitude: 38.7118, longitude: -9.1302 };
    const patch = await call('PATCH', `${ROUTES}/${tour.id}`, token, {
      pointsOfInterest: [STOPS.c, { ...STOPS.a, name: 'Commerce Square' }, added],
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const after = await storiesByStop(token, tour.id);
    expect(after.stops).toEqual([
      ['Castle of São Jorge', 'Story of the castle. A story.'],
      ['Commerce Square', 'Story of the square. A story.'],
      // Only the new stop is left to narrate.
      ['Miradouro de Santa Luzia', null],
    ]);
    // The removed stop's story left the tour but stays its owner's.
    const orphan = await t.db
      .selectFrom('narrations')
      .selectAll()
      .where('id', '=', cathedral)
      .executeTakeFirstOrThrow();
    expect(orphan).toMatchObject({ userId, routeId: null, waypointIndex: null });
    // Distance and duration follow the new stops, and the answer says so.
    const length = routeLengthOf(after.tour);
    expect(after.tour).toMatchObject({ distance: length.distance, duration: length.duration });
    expect(routeSchema.parse(patch.json().data)).toMatchObject({
      distance: length.distance,
      duration: length.duration,
    });
    expect(length.distance).not.toBe(tour.distance);
  });

  it('follows stops without ids (a recorded journey) by their place, and keeps figures sent with the stops', async () => {
    const { token, userId } = await signUp(t);
    const waypoints = [STOPS.a, STOPS.b, STOPS.c].map((stop) => ({
      lat: stop.latitude,
      lng: stop.longitude,
      name: stop.name,
    }));
    const created = await call('POST', ROUTES, token, { name: 'Walk', waypoints });
    const tour = routeSchema.parse(created.json().data);
    await placeStory(userId, tour.id, 0, 'First');
    await placeStory(userId, tour.id, 2, 'Third');

    const patch = await call('PATCH', `${ROUTES}/${tour.id}`, token, {
      waypoints: [waypoints[2], waypoints[1], waypoints[0]],
      distance: 12,
      duration: 90,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = await storiesByStop(token, tour.id);
    expect(after.stops).toEqual([
      ['Castle of São Jorge', 'Third. A story.'],
      ['Lisbon Cathedral', null],
      ['Praça do Comércio', 'First. A story.'],
    ]);
    expect(after.tour).toMatchObject({ distance: 12, duration: 90 });
  });

  it('leaves the stories alone when only the name changes, and refuses stops that are not places', async () => {
    const { token, userId } = await signUp(t);
    const tour = routeSchema.parse(
      (await call('POST', ROUTES, token, { name: 'Walk', pointsOfInterest: [STOPS.a, STOPS.b] })).json().data,
    );
    await placeStory(userId, tour.id, 1, 'Second');
    expect((await call('PATCH', `${ROUTES}/${tour.id}`, token, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await storiesByStop(token, tour.id)).stops[1]).toEqual(['Lisbon Cathedral', 'Second. A story.']);

    const bad = await call('PATCH', `${ROUTES}/${tour.id}`, token, {
      pointsOfInterest: [{ name: 'Nowhere', latitude: 95, longitude: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await storiesByStop(token, tour.id)).stops[1]).toEqual(['Lisbon Cathedral', 'Second. A story.']);
  });
});
