import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideshowLinkSchema, slideshowStatsSchema, slideshowViewSchema } from '@roamcast/shared/schemas/slideshow';
import { seedTour } from '../../../test/seed-tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { REPEAT_VIEW_AFTER_MS, createSlideshowService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const STOPS = [
  { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922, address: 'Piazza del Colosseo, Roma' },
  { name: 'Roman Forum', latitude: 41.8925, longitude: 12.4853 },
  { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
];

/** A tour written straight to the database, with a story at each of the first `narrated` stops. */
async function tourWithStories(userId: string, narrated: number) {
  const now = new Date().toISOString();
  const id = await seedTour(t.db, {
    userId,
    name: 'Ancient Rome',
    description: 'Three stops through the old city',
    stops: STOPS,
    waypoints: [],
    customImageUrl: '/media/covers/rome.jpg',
    createdAt: now,
    updatedAt: now,
  });
  for (let index = 0; index < narrated; index += 1) {
    await t.db
      .insertInto('narrations')
      .values({
        id: randomUUID(),
        userId,
        theme: 'historical_facts',
        language: 'en',
        duration: 1,
        title: STOPS[index]!.name,
        location: JSON.stringify({ lat: STOPS[index]!.latitude, lng: STOPS[index]!.longitude }),
        narrationText: `[BEGIN NARRATION] The story of ${STOPS[index]!.name}. [END NARRATION]`,
        audioUrl: `/media/audio/${index}.mp3`,
        photoUrls: JSON.stringify([`/media/photos/${index}.jpg`, 'data:image/png;base64,AAAA']),
        heroImageUrl: null,
        photoCount: 1,
        cost: '{}',
        placesInfo: '[]',
        routeId: id,
        waypointIndex: index,
        createdAt: now,
      } as never)
      .execute();
  }
  return id;
}

const viewer = () => randomBytes(16).toString('base64url');

function post(url: string, payload: object, token?: string, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: token ? bearer(token) : {} });
}

async function createSlideshow(token: string, routeId: string) {
  const response = await post(`/api/tours/${routeId}/create-slideshow`, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return slideshowLinkSchema.parse(response.json().data);
}

async function stats(token: string, routeId: string) {
  const response = await t.app.inject({ url: `/api/tours/${routeId}/slideshow`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  return data === null ? null : slideshowStatsSchema.parse(data);
}

describe('creating a slideshow link', () => {
  it('gives the owner one link per tour, asked again or not', async () => {
    const owner = await signUp(t);
    const routeId = await tourWithStories(owner.userId, 3);
    expect(await stats(owner.token, routeId)).toBeNull();
    const first = await createSlideshow(owner.token, routeId);
    expect(first.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.shareUrl).toBe(`/slideshow/${first.shareToken}`);
    expect(await createSlideshow(owner.token, routeId)).toEqual(first);
    expect(await stats(owner.token, routeId)).toMatchObject({
      shareToken: first.shareToken,
      viewCount: 0,
      uniqueViewers: 0,
      completionCount: 0,
      ctaClicks: 0,
    });
  });

  it('refuses visitors, other accounts, unknown tours and malformed ids', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const routeId = await tourWithStories(owner.userId, 1);
    expect((await post(`/api/tours/${routeId}/create-slideshow`, {})).statusCode).toBe(401);
    const theirs = await post(`/api/tours/${routeId}/create-slideshow`, {}, stranger.token);
    expect(theirs.statusCode).toBe(403);
    expect((await post(`/api/tours/${randomUUID()}/create-slideshow`, {}, owner.token)).statusCode).toBe(404);
    expect((await post('/api/tours/not-an-id/create-slideshow', {}, owner.token)).statusCode).toBe(400);
    const peek = await t.app.inject({ url: `/api/tours/${routeId}/slideshow`, headers: bearer(stranger.token) });
    expect(peek.statusCode).toBe(403);
    expect(await stats(owner.token, routeId)).toBeNull();
  });
});

describe('slideshows of famous tours', () => {
  it('lets any signed-in traveller make (or get) the one shared slideshow of a famous tour', async () => {
    const famous = await t.db
      .selectFrom('routes')
      .select(['id', 'userId'])
      .where('shareCode', '=', 'amalfi-coast')
      .executeTakeFirstOrThrow();
    const first = await signUp(t);
    const second = await signUp(t);
    const link = await createSlideshow(first.token, famous.id);
    expect(await createSlideshow(second.token, famous.id)).toEqual(link);
    const row = await t.db
      .selectFrom('tourSlideshows')
      .select('userId')
      .where('shareToken', '=', link.shareToken)
      .executeTakeFirstOrThrow();
    // The slideshow is the curator's, not the first traveller's: their counts are nobody's business.
    expect(row.userId).toBe(famous.userId);
    const peek = await t.app.inject({ url: `/api/tours/${famous.id}/slideshow`, headers: bearer(first.token) });
    expect(peek.statusCode).toBe(403);
  });
});

describe('watching a slideshow', () => {
  it('shows a visitor the tour and its narrated stops, and nothing of the owner but the tier', async () => {
    const owner = await signUp(t);
    const routeId = await tourWithStories(owner.userId, 2);
    const { shareToken } = await createSlideshow(owner.token, routeId);
    const response = await t.app.inject({ url: `/api/slideshows/${shareToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain(owner.userId);
    const slideshow = slideshowViewSchema.parse(response.json().data);
    // SPEC §3: narrations, tour (name, description, customImageUrl, aiImageUrl, pointsOfInterest), creatorTier.
    expect(slideshow.narrations).toEqual([
      {
        audioUrl: '/media/audio/0.mp3',
        text: 'The story of Colosseum.',
        photoUrls: ['/media/photos/0.jpg'],
        poiIndex: 0,
      },
      {
        audioUrl: '/media/audio/1.mp3',
        text: 'The story of Roman Forum.',
        photoUrls: ['/media/photos/1.jpg'],
        poiIndex: 1,
      },
    ]);
    expect(slideshow.tour).toMatchObject({
      name: 'Ancient Rome',
      description: 'Three stops through the old city',
      customImageUrl: '/media/covers/rome.jpg',
      aiImageUrl: null,
      coverUrl: '/media/covers/rome.jpg',
    });
    expect(slideshow.tour.pointsOfInterest.map(({ name }) => name)).toEqual(STOPS.map(({ name }) => name));
    expect(slideshow.creatorTier).toBe('freemium');
    expect(slideshow.creatorIsFree).toBe(true);
    expect(slideshow.stops).toEqual([
      {
        name: 'Colosseum',
        address: 'Piazza del Colosseo, Roma',
        photoUrls: ['/media/photos/0.jpg'],
        narrationText: 'The story of Colosseum.',
        audioUrl: '/media/audio/0.mp3',
      },
      {
        name: 'Roman Forum',
        address: null,
        photoUrls: ['/media/photos/1.jpg'],
        narrationText: 'The story of Roman Forum.',
        audioUrl: '/media/audio/1.mp3',
      },
    ]);
  });

  it('drops the promotional flag once the creator pays, and has no stops before any story', async () => {
    const owner = await signUp(t);
    await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', owner.userId).execute();
    const { shareToken } = await createSlideshow(owner.token, await tourWithStories(owner.userId, 0));
    const slideshow = slideshowViewSchema.parse(
      (await t.app.inject({ url: `/api/slideshows/${shareToken}` })).json().data,
    );
    expect(slideshow.creatorTier).toBe('premium');
    expect(slideshow.creatorIsFree).toBe(false);
    expect(slideshow.stops).toEqual([]);
    expect(slideshow.narrations).toEqual([]);
  });

  it('answers 404 Slideshow Not Found for an unknown or switched-off link', async () => {
    const owner = await signUp(t);
    const { shareToken } = await createSlideshow(owner.token, await tourWithStories(owner.userId, 1));
    const unknown = await t.app.inject({ url: `/api/slideshows/${randomBytes(16).toString('base64url')}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'Slideshow Not Found' });
    await t.db.updateTable('tourSlideshows').set({ isActive: 0 }).where('shareToken', '=', shareToken).execute();
    expect((await t.app.inject({ url: `/api/slideshows/${shareToken}` })).statusCode).toBe(404);
    expect((await post(`/api/slideshows/${shareToken}/view`, { viewerId: viewer() })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/slideshows/bad%20token!' })).statusCode).toBe(400);
  });
});

describe('counting views, completions and clicks', () => {
  it('counts each viewer once, whatever the page sends', async () => {
    const owner = await signUp(t);
    const routeId = await tourWithStories(owner.userId, 2);
    const { shareToken } = await createSlideshow(owner.token, routeId);
    const base = `/api/slideshows/${shareToken}`;
    const alice = viewer();
    const bob = viewer();
    expect((await post(`${base}/view`, { viewerId: alice, isUnique: true })).json().data).toEqual({ counted: true });
    // A reload or Replay that claims to be a new viewer is still Alice.
    expect((await post(`${base}/view`, { viewerId: alice, isUnique: true })).json().data).toEqual({ counted: false });
    await post(`${base}/complete`, { viewerId: alice });
    expect((await post(`${base}/complete`, { viewerId: alice })).json().data).toEqual({ counted: false });
    await post(`${base}/cta-click`, { viewerId: alice });
    await post(`${base}/cta-click`, { viewerId: alice });
    // Bob clicks before his view arrives: he is still one new viewer.
    await post(`${base}/cta-click`, { viewerId: bob }, undefined, '10.0.0.2');
    await post(`${base}/view`, { viewerId: bob, isUnique: false }, undefined, '10.0.0.2');
    expect(await stats(owner.token, routeId)).toMatchObject({
      viewCount: 2,
      uniqueViewers: 2,
      completionCount: 1,
      ctaClicks: 2,
    });
    expect((await stats(owner.token, routeId))?.lastViewedAt).toMatch(/^\d{4}-/);
  });

  it('counts a returning viewer as a new view (not a new viewer) after half an hour', async () => {
    const owner = await signUp(t);
    const routeId = await tourWithStories(owner.userId, 1);
    const { shareToken } = await createSlideshow(owner.token, routeId);
    let clock = Date.parse('2030-01-01T10:00:00Z');
    const service = createSlideshowService({ db: t.db, now: () => new Date(clock) });
    const carol = viewer();
    expect(await service.recordView(shareToken, carol)).toBe(true);
    clock += REPEAT_VIEW_AFTER_MS - 1000;
    expect(await service.recordView(shareToken, carol)).toBe(false);
    clock += REPEAT_VIEW_AFTER_MS + 1000;
    expect(await service.recordView(shareToken, carol)).toBe(true);
    expect(await stats(owner.token, routeId)).toMatchObject({ viewCount: 2, uniqueViewers: 1 });
  });

  it("accepts the spec's bodies: {isUnique} for a view, empty for completion and click, each call counted", async () => {
    const owner = await signUp(t);
    const routeId = await tourWithStories(owner.userId, 1);
    const { shareToken } = await createSlideshow(owner.token, routeId);
    const base = `/api/slideshows/${shareToken}`;
    const send = (url: string, payload?: string, contentType?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.0.0.3',
        ...(payload !== undefined ? { payload } : {}),
        headers: contentType ? { 'content-type': contentType } : {},
      });
    for (const response of [
      await post(`${base}/view`, { isUnique: true }),
      await post(`${base}/view`, { isUnique: false }),
      await post(`${base}/view`, {}),
      await send(`${base}/complete`),
      await send(`${base}/complete`, '', 'application/json'),
      await post(`${base}/cta-click`, {}),
      await send(`${base}/cta-click`),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ counted: true });
    }
    expect(await stats(owner.token, routeId)).toMatchObject({
      viewCount: 3,
      uniqueViewers: 1,
      completionCount: 2,
      ctaClicks: 2,
    });
    // A viewerId, when sent, still counts its viewer once alongside the anonymous counts.
    const dan = viewer();
    await post(`${base}/view`, { viewerId: dan, isUnique: true });
    await post(`${base}/view`, { viewerId: dan, isUnique: true });
    await post(`${base}/complete`, { viewerId: dan });
    await post(`${base}/complete`, { viewerId: dan });
    expect(await stats(owner.token, routeId)).toMatchObject({ viewCount: 4, uniqueViewers: 2, completionCount: 3 });
    expect((await send(`${base}/complete`, '{not json', 'application/json')).statusCode).toBe(400);
  });

  it('refuses events with an unusable viewer id or with unknown fields', async () => {
    const owner = await signUp(t);
    const { shareToken } = await createSlideshow(owner.token, await tourWithStories(owner.userId, 1));
    const base = `/api/slideshows/${shareToken}`;
    expect((await post(`${base}/view`, { viewerId: 'short' })).statusCode).toBe(400);
    expect((await post(`${base}/view`, { isUnique: 'yes' })).statusCode).toBe(400);
    expect((await post(`${base}/complete`, { viewerId: 'short' })).statusCode).toBe(400);
    expect((await post(`${base}/cta-click`, { viewerId: viewer(), userId: owner.userId })).statusCode).toBe(400);
  });

  it('stops one address pumping the counts', async () => {
    const owner = await signUp(t);
    const { shareToken } = await createSlideshow(owner.token, await tourWithStories(owner.userId, 1));
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1) {
      statuses.push(
        (await post(`/api/slideshows/${shareToken}/view`, { viewerId: viewer() }, undefined, '10.9.9.9')).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
