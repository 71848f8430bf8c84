import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicStopNarrationSchema, publicTourSchema, savedTourSchema } from '@roamcast/shared/schemas/public-tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { ROME_STOPS } from '../../../test/tour-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

async function createTour(token: string, stops = ROME_STOPS.slice(0, 3)) {
  const response = await call('POST', '/api/tour-maker/routes', token, {
    name: 'Rome in a morning',
    description: 'Forum to fountain',
    theme: 'historical_facts',
    pointsOfInterest: stops,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; shareCode: string | null };
}

/** A stored narration (no generation needed for ownership and shape rules). */
async function insertNarration(userId: string | null, placed: { routeId: string; waypointIndex: number } | null) {
  const id = randomUUID();
  await t.db
    .insertInto('narrations')
    .values({
      id,
      userId,
      theme: 'historical_facts',
      language: 'en',
      duration: 1,
      title: 'The Colosseum',
      location: JSON.stringify({ lat: 41.8902, lng: 12.4922, name: 'Colosseum' }),
      narrationText: 'Fifty thousand people once sat here.',
      audioUrl: `/api/narrations/${id}/audio`,
      audioDurationSeconds: 30,
      photoUrls: JSON.stringify(['/media/photos/colosseum.jpg']),
      heroImageUrl: '/media/photos/colosseum.jpg',
      photoCount: 1,
      cost: JSON.stringify({
        provider: 'offline',
        speechProvider: 'offline',
        characters: 37,
        tokens: 0,
        estimatedCents: 0,
        sources: ['Wikipedia: Colosseum'],
      }),
      placesInfo: '[]',
      cacheKey: null,
      routeId: placed?.routeId ?? null,
      waypointIndex: placed?.waypointIndex ?? null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

const narrationCount = async (userId: string) =>
  (await t.db.selectFrom('users').select('narrationCount').where('id', '=', userId).executeTakeFirstOrThrow())
    .narrationCount;

describe(`sharing (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('gives the owner one share code per tour, made on first share', async () => {
    const owner = await signUp(t);
    const tour = await createTour(owner.token);
    expect(tour.shareCode).toBeNull();
    const first = await call('POST', `/api/tours/${tour.id}/share`, owner.token);
    expect(first.statusCode, first.body).toBe(200);
    const { shareCode, shareUrl } = first.json().data;
    expect(shareCode).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(shareUrl).toBe(`/tour/${shareCode}`);
    expect((await call('POST', `/api/tours/${tour.id}/share`, owner.token)).json().data.shareCode).toBe(shareCode);
  });

  it('lets only the owner share a tour', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const tour = await createTour(owner.token);
    expect((await call('POST', `/api/tours/${tour.id}/share`)).statusCode).toBe(401);
    const stranger = await call('POST', `/api/tours/${tour.id}/share`, other.token);
    expect(stranger.statusCode).toBe(403);
    expect((await call('POST', `/api/tours/${randomUUID()}/share`, owner.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/tours/not-an-id/share', owner.token)).statusCode).toBe(400);
    const row = await t.db.selectFrom('routes').select('shareCode').where('id', '=', tour.id).executeTakeFirstOrThrow();
    expect(row.shareCode).toBeNull();
  });

  it('lets anyone signed in share a famous tour, with its curated code', async () => {
    const traveller = await signUp(t);
    const famous = await t.db
      .selectFrom('routes')
      .select('id')
      .where('shareCode', '=', 'historic-route-66')
      .executeTakeFirstOrThrow();
    const response = await call('POST', `/api/tours/${famous.id}/share`, traveller.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ shareCode: 'historic-route-66', shareUrl: '/tour/historic-route-66' });
  });

  it('shows a visitor the shared tour and its stories, and nothing of the owner', async () => {
    const owner = await signUp(t);
    const tour = await createTour(owner.token);
    await insertNarration(owner.userId, { routeId: tour.id, waypointIndex: 1 });
    await t.db.updateTable('routes').set({ distance: 1.4, duration: 75 }).where('id', '=', tour.id).execute();
    const { shareCode } = (await call('POST', `/api/tours/${tour.id}/share`, owner.token)).json().data;

    const response = await call('GET', `/api/tours/share/${shareCode}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(owner.userId);
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain(tour.id);
    expect(response.body).not.toMatch(/tier|userId|email/i);
    const shared = publicTourSchema.parse(response.json().data);
    expect(shared).toMatchObject({
      shareCode,
      name: 'Rome in a morning',
      description: 'Forum to fountain',
      distance: 1.4,
      duration: 75,
      famous: false,
    });
    expect(shared.stops.map((stop) => stop.name)).toEqual(['Colosseum', 'Roman Forum', 'Capitoline Hill']);
    expect(shared.stops[0]!.narration).toBeNull();
    expect(shared.stops[1]!.narration).toMatchObject({
      narrationText: 'Fifty thousand people once sat here.',
      photoUrls: ['/media/photos/colosseum.jpg'],
      sources: ['Wikipedia: Colosseum'],
    });
  });

  it('answers unknown and malformed codes with 404 Tour Not Found and 400', async () => {
    const unknown = await call('GET', '/api/tours/share/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'Tour Not Found' });
    expect((await call('GET', `/api/tours/share/${encodeURIComponent('bad code!')}`)).statusCode).toBe(400);
    const stop = await call('POST', '/api/tours/share/AAAAAAAAAAAAAAAAAAAAAA/stops/0/narration', undefined, {});
    expect(stop.statusCode).toBe(404);
  });

  it('writes a missing stop’s story for a visitor, counted against nobody', async () => {
    const owner = await signUp(t);
    const tour = await createTour(owner.token);
    const { shareCode } = (await call('POST', `/api/tours/${tour.id}/share`, owner.token)).json().data;
    const before = await narrationCount(owner.userId);

    const response = await call('POST', `/api/tours/share/${shareCode}/stops/2/narration`, undefined, {
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(owner.userId);
    const narration = publicStopNarrationSchema.parse(response.json().data);
    expect(narration.narrationText.length).toBeGreaterThan(100);
    expect(narration.audioUrl).toBe(`/api/narrations/${narration.id}/audio`);
    await t.drainNarrations();
    expect(await narrationCount(owner.userId)).toBe(before);
    const row = await t.db
      .selectFrom('narrations')
      .selectAll()
      .where('id', '=', narration.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: null, routeId: null });

    const bad = await call('POST', `/api/tours/share/${shareCode}/stops/7/narration`, undefined, {});
    expect(bad.statusCode).toBe(404);
    const badBody = await call('POST', `/api/tours/share/${shareCode}/stops/0/narration`, undefined, {
      language: 'xx',
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('saves a narration as a one-stop tour with a share code, for its owner only', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await insertNarration(owner.userId, null);
    const url = `/api/narrations/${id}/save-as-tour`;
    expect((await call('POST', url, undefined, { name: 'Colosseum' })).statusCode).toBe(401);
    expect((await call('POST', url, owner.token, { name: '   ' })).statusCode).toBe(400);
    expect((await call('POST', url, owner.token, {})).statusCode).toBe(400);
    expect((await call('POST', url, other.token, { name: 'Mine' })).statusCode).toBe(403);
    const missing = `/api/narrations/${randomUUID()}/save-as-tour`;
    expect((await call('POST', missing, owner.token, { name: 'x' })).statusCode).toBe(404);

    const saved = await call('POST', url, owner.token, { name: 'Colosseum at dusk' });
    expect(saved.statusCode, saved.body).toBe(201);
    const { shareCode, shareUrl } = savedTourSchema.parse(saved.json().data);
    expect(shareUrl).toBe(`/tour/${shareCode}`);
    const shared = publicTourSchema.parse((await call('GET', `/api/tours/share/${shareCode}`)).json().data);
    expect(shared.name).toBe('Colosseum at dusk');
    expect(shared.stops).toHaveLength(1);
    expect(shared.stops[0]!.narration?.narrationText).toBe('Fifty thousand people once sat here.');
  });

  it('refuses save-as-tour over the tour limit with the spec’s wording', async () => {
    const { token, userId } = await signUp(t);
    for (let i = 0; i < 3; i++) await createTour(token, ROME_STOPS.slice(i, i + 1));
    const id = await insertNarration(userId, null);
    const refused = await call('POST', `/api/narrations/${id}/save-as-tour`, token, { name: 'One more' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You've reached your tour limit of 3 tours on the Freemium plan.");
    const count = await t.db.selectFrom('routes').select('id').where('userId', '=', userId).execute();
    expect(count).toHaveLength(3);
  });
});

describe('visitor narrations are rate limited per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { NARRATION_RATE_LIMIT: '2' } });
  });
  afterAll(() => limited.close());

  it('answers 429 after the limit', async () => {
    const url = '/api/tours/share/AAAAAAAAAAAAAAAAAAAAAA/stops/0/narration';
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await limited.app.inject({ method: 'POST', url, payload: {} })).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
  });
});
