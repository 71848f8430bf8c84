import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { routeListSchema, routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUTES = '/api/tour-maker/routes';

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

async function createTour(token: string, payload: object = {}) {
  const response = await call('POST', ROUTES, token, { name: 'Harbour walk', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return routeSchema.parse(response.json().data);
}

/** A stored narration without generating one: ownership rules do not need the story itself. */
async function insertNarration(userId: string | null, overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  await t.db
    .insertInto('narrations')
    .values({
      id,
      userId,
      theme: 'fun_facts',
      language: 'en',
      duration: 1,
      title: 'Ferry Building',
      location: JSON.stringify({ lat: 37.7955, lng: -122.3937, name: 'Ferry Building' }),
      narrationText: 'The clock tower was modelled on Seville. More follows.',
      audioUrl: null,
      audioDurationSeconds: null,
      photoUrls: '[]',
      heroImageUrl: null,
      photoCount: 0,
      cost: JSON.stringify({
        provider: 'offline',
        speechProvider: 'offline',
        characters: 54,
        tokens: 0,
        estimatedCents: 0,
        sources: [],
      }),
      placesInfo: '[]',
      cacheKey: null,
      routeId: null,
      waypointIndex: null,
      createdAt: new Date().toISOString(),
      ...overrides,
    })
    .execute();
  return id;
}

const toursCount = async (token: string) =>
  (await call('GET', '/api/user/limits', token)).json().data.tours.current as number;

describe(`tour routes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('creates a tour with the spec defaults and lists the caller’s tours newest first', async () => {
    const { token, userId } = await signUp(t);
    const first = await createTour(token, {
      userId,
      name: '  Harbour walk  ',
      description: 'Along the water',
      theme: 'waterfront',
      waypoints: [
        { lat: 37.8, lng: -122.4, name: 'Pier 39' },
        { lat: 37.79, lng: -122.39, name: 'Ferry Building' },
      ],
    });
    expect(first).toMatchObject({
      userId,
      name: 'Harbour walk',
      description: 'Along the water',
      theme: 'waterfront',
      startPoint: 'Pier 39',
      destination: 'Ferry Building',
      difficulty: 'easy',
      scenicRating: 5,
      narrationDuration: 1,
      recordedFrom: 'manual',
      hasLiveNarrations: 0,
      isPublic: 0,
      isFamous: 0,
      pointsOfInterest: [],
    });
    const second = await createTour(token, { name: 'Second', startPoint: 'Here', narrationDuration: 5 });
    expect(second).toMatchObject({ startPoint: 'Here', destination: null, narrationDuration: 5, waypoints: [] });

    const list = await call('GET', ROUTES, token);
    expect(list.statusCode).toBe(200);
    expect(routeListSchema.parse(list.json().data).map((route) => route.id)).toEqual([second.id, first.id]);
    const own = await call('GET', `${ROUTES}?userId=${userId}`, token);
    expect(own.json().data).toHaveLength(2);

    const other = await signUp(t);
    expect((await call('GET', ROUTES, other.token)).json().data).toEqual([]);
    expect((await call('GET', `${ROUTES}?userId=${userId}`, other.token)).statusCode).toBe(403);
    expect(await toursCount(token)).toBe(2);
  });

  it('opens a tour with its narrations in waypoint order', async () => {
    const { token, userId } = await signUp(t);
    const tour = await createTour(token);
    const late = await insertNarration(userId, { routeId: tour.id, waypointIndex: 1, title: 'Second stop' });
    const early = await insertNarration(userId, { routeId: tour.id, waypointIndex: 0, title: 'First stop' });
    await insertNarration(userId);
    const response = await call('GET', `${ROUTES}/${tour.id}`, token);
    expect(response.statusCode).toBe(200);
    const opened = routeWithNarrationsSchema.parse(response.json().data);
    expect(opened.id).toBe(tour.id);
    expect(opened.narrations.map((narration) => [narration.id, narration.waypointIndex])).toEqual([
      [early, 0],
      [late, 1],
    ]);
    expect(opened.narrations[0]!.location).toEqual({ lat: 37.7955, lng: -122.3937, name: 'Ferry Building' });
  });

  it('edits only the fields sent and refuses bad edits', async () => {
    const { token } = await signUp(t);
    const tour = await createTour(token, { description: 'Old', theme: 'nature' });
    const response = await call('PATCH', `${ROUTES}/${tour.id}`, token, {
      name: 'Renamed',
      description: '',
      tags: ['sea'],
      isPublic: 1,
    });
    expect(response.statusCode).toBe(200);
    const edited = routeSchema.parse(response.json().data);
    expect(edited).toMatchObject({ name: 'Renamed', description: null, tags: ['sea'], isPublic: 1, theme: 'nature' });
    expect(edited.updatedAt >= tour.updatedAt).toBe(true);
    const stored = (await call('GET', `${ROUTES}/${tour.id}`, token)).json().data;
    expect(stored).toMatchObject({ name: 'Renamed', description: null, tags: ['sea'], isPublic: 1, theme: 'nature' });

    for (const [payload, message] of [
      [{}, 'Send at least one field to change'],
      [{ name: '   ' }, 'name: name is required'],
      [{ scenicRating: 7 }, 'scenicRating must be between 0 and 5'],
      [{ isFamous: 1 }, 'Unknown field: isFamous'],
      [{ waypoints: [{ lat: 95, lng: 0 }] }, 'latitude must be between -90 and 90'],
    ] as const) {
      const refused = await call('PATCH', `${ROUTES}/${tour.id}`, token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error).toContain(message);
    }
    expect((await call('GET', `${ROUTES}/${tour.id}`, token)).json().data.name).toBe('Renamed');
  });

  it('deletes a tour and keeps its narrations, detached', async () => {
    const { token, userId } = await signUp(t);
    const tour = await createTour(token);
    const narrationId = await insertNarration(userId, { routeId: tour.id, waypointIndex: 0 });
    expect(await toursCount(token)).toBe(1);
    const response = await call('DELETE', `${ROUTES}/${tour.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: tour.id, detachedNarrations: 1 });
    expect((await call('GET', `${ROUTES}/${tour.id}`, token)).statusCode).toBe(404);
    expect((await call('DELETE', `${ROUTES}/${tour.id}`, token)).statusCode).toBe(404);
    const narration = (await call('GET', `/api/narrations/${narrationId}`, token)).json().data;
    expect(narration).toMatchObject({ id: narrationId, routeId: null, waypointIndex: null });
    expect(await toursCount(token)).toBe(0);
  });

  it('keeps other accounts out of a private tour, and lets anyone read a public or shared one', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const tour = await createTour(owner.token);
    const url = `${ROUTES}/${tour.id}`;
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE']] as const) {
      const response = await call(method, url, other.token, payload);
      expect(response.statusCode, method).toBe(403);
      expect(response.json().error).toBe('This tour belongs to another account');
    }
    expect((await call('GET', url)).statusCode).toBe(403);
    expect((await call('PATCH', url, owner.token, { userId: other.userId, name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', ROUTES, owner.token, { userId: other.userId, name: 'x' })).statusCode).toBe(403);

    await t.db
      .updateTable('routes')
      .set({ shareCode: `code-${tour.id}` })
      .where('id', '=', tour.id)
      .execute();
    expect((await call('GET', url)).statusCode).toBe(200);
    expect((await call('GET', url, other.token)).json().data.name).toBe('Harbour walk');
    expect((await call('PATCH', url, other.token, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('GET', `${ROUTES}/${randomUUID()}`, owner.token)).statusCode).toBe(404);
  });

  it('asks visitors to sign in', async () => {
    const saved = await call('POST', ROUTES, undefined, { name: 'Journey', bogus: true });
    expect(saved.statusCode).toBe(401);
    expect(saved.json().error).toBe('You must be logged in to save a tour');
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', ROUTES],
      ['PATCH', `${ROUTES}/${id}`],
      ['DELETE', `${ROUTES}/${id}`],
    ] as const) {
      const response = await call(method, url, undefined, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(response.statusCode, method).toBe(401);
    }
  });

  it('stops at the tier’s tour limit with the spec’s wording', async () => {
    const { token, userId } = await signUp(t);
    // Famous tours do not count against the limit.
    const now = new Date().toISOString();
    await t.db
      .insertInto('routes')
      .values({ id: randomUUID(), userId, name: 'Famous', isFamous: 1, createdAt: now, updatedAt: now } as never)
      .execute();
    for (let i = 0; i < 3; i++) await createTour(token, { name: `Tour ${i}` });
    const refused = await call('POST', ROUTES, token, { name: 'One too many' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: "You've reached your tour limit of 3 tours on the Freemium plan.",
      code: 'tour_limit_reached',
    });
    expect(await toursCount(token)).toBe(3);

    // Saves at once (double clicks, two tabs) must not squeeze past the limit together; PostgreSQL runs them truly in parallel.
    await t.db.updateTable('users').set({ tier: 'standard' }).where('id', '=', userId).execute();
    for (let i = 3; i < 8; i++) await createTour(token, { name: `Tour ${i}` });
    const racing = await Promise.all(
      [...Array(8).keys()].map((i) => call('POST', ROUTES, token, { name: `Race ${i}` })),
    );
    expect(racing.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(racing.filter((response) => response.statusCode === 403)).toHaveLength(6);
    expect((await call('GET', '/api/user/limits', token)).json().data.tours).toEqual({ current: 10, limit: 10 });
  });

  it('saves a recorded journey from a signed-out and a signed-in narration, deriving its stops', async () => {
    const generate = (location: object, token?: string) =>
      call('POST', '/api/narration/generate', token, { theme: 'historical_facts', location, duration: 1 });
    const anonymous = (await generate({ lat: 48.8584, lng: 2.2945 })).json().data;
    expect(anonymous.userId).toBeNull();
    const { token, userId } = await signUp(t);
    const own = (await generate({ lat: 48.8606, lng: 2.3376, name: 'Louvre' }, token)).json().data;
    expect(own.userId).toBe(userId);

    const response = await call('POST', ROUTES, token, {
      userId,
      name: 'My Paris journey',
      recordedFrom: 'live_discovery',
      hasLiveNarrations: 1,
      narrationIds: [anonymous.id, own.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const tour = routeSchema.parse(response.json().data);
    const names = [anonymous.location.name, 'Louvre'];
    expect(tour).toMatchObject({ recordedFrom: 'live_discovery', hasLiveNarrations: 1, startPoint: names[0] });
    expect(tour.destination).toBe('Louvre');
    expect(tour.waypoints).toEqual([
      { lat: 48.8584, lng: 2.2945, name: names[0] },
      { lat: 48.8606, lng: 2.3376, name: 'Louvre' },
    ]);
    expect(tour.pointsOfInterest.map((poi) => [poi.name, poi.latitude, poi.longitude])).toEqual([
      [names[0], 48.8584, 2.2945],
      ['Louvre', 48.8606, 2.3376],
    ]);
    for (const [index, poi] of tour.pointsOfInterest.entries()) {
      const text = [anonymous, own][index].narrationText as string;
      expect(poi.description!.length).toBeGreaterThan(10);
      expect(poi.description!.length).toBeLessThan(text.length);
      expect(text).toContain(poi.description!.replace(/…$/, ''));
    }

    const opened = routeWithNarrationsSchema.parse((await call('GET', `${ROUTES}/${tour.id}`, token)).json().data);
    const [copy, attached] = opened.narrations;
    expect(copy).toMatchObject({ userId, routeId: tour.id, waypointIndex: 0, narrationText: anonymous.narrationText });
    expect(copy!.id).not.toBe(anonymous.id);
    expect(copy!.audioUrl).toBe(anonymous.audioUrl);
    expect(attached).toMatchObject({ id: own.id, userId, routeId: tour.id, waypointIndex: 1 });
    const original = (await call('GET', `/api/narrations/${anonymous.id}`)).json().data;
    expect(original).toMatchObject({ userId: null, routeId: null, waypointIndex: null });
  });

  it('refuses journey narrations that are unknown, someone else’s or repeated, saving nothing', async () => {
    const { token, userId } = await signUp(t);
    const other = await signUp(t);
    const mine = await insertNarration(userId);
    const theirs = await insertNarration(other.userId);
    for (const [narrationIds, status, message] of [
      [[mine, randomUUID()], 404, 'Narration not found'],
      [[mine, theirs], 403, 'belongs to another account'],
      [[mine, mine], 400, 'narrationIds must not repeat a narration'],
      [['not-an-id'], 400, 'narrationIds.0: must be a valid id'],
    ] as const) {
      const response = await call('POST', ROUTES, token, { name: 'Journey', narrationIds });
      expect(response.statusCode, message).toBe(status);
      expect(response.json().error).toContain(message);
    }
    expect(await toursCount(token)).toBe(0);
    const narration = (await call('GET', `/api/narrations/${mine}`, token)).json().data;
    expect(narration.routeId).toBeNull();
  });

  it('refuses invalid tours with a message naming the problem', async () => {
    const { token } = await signUp(t);
    for (const [payload, message] of [
      [{ name: '   ' }, 'name: name is required'],
      [{}, 'name: name is required'],
      [{ name: 'x', colour: 'red', size: 2 }, 'Unknown fields: colour, size'],
      [{ name: 'x', recordedFrom: 'radio' }, 'recordedFrom must be live_discovery, manual or import'],
      [{ name: 'x', hasLiveNarrations: 2 }, 'hasLiveNarrations must be 0 or 1'],
      [{ name: 'x', waypoints: [{ lat: 0, lng: 200 }] }, 'longitude must be between -180 and 180'],
      [{ name: 'x', narrationDuration: 3 }, 'narrationDuration'],
    ] as const) {
      const response = await call('POST', ROUTES, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    for (const [method, url] of [
      ['GET', `${ROUTES}/not-a-uuid`],
      ['PATCH', `${ROUTES}/42`],
      ['DELETE', `${ROUTES}/42`],
      ['GET', `${ROUTES}?page=2`],
    ] as const) {
      const response = await call(method, url, token, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await call('GET', `${ROUTES}/not-a-uuid`, token)).json().error).toBe(
      'Invalid tour id: id: must be a valid id',
    );
    expect(await toursCount(token)).toBe(0);
  });
});
