import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPostcardSchema } from '@roamcast/shared/schemas/share-pages';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { SHARED_TOUR_CACHE_MS } from './routes';

// Issue 23: `isPublic: 0` stops sharing for real, and `clonedFrom` shows only an original one may read.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PATCH', url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method, url, headers, payload });

describe(`stop sharing (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers 404 for the share code, slideshow and postcard links after isPublic: 0, and hides clonedFrom', async () => {
    const owner = await signUp(t);
    await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', owner.userId).execute();
    const other = await signUp(t);
    const ownerHeaders = bearer(owner.token);
    const otherHeaders = bearer(other.token);

    const created = await send('POST', '/api/tour-maker/routes', ownerHeaders, {
      name: 'Roman Holiday',
      pointsOfInterest: [
        { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
        { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const tourId = routeSchema.parse(created.json().data).id;
    const shareCode = (await send('POST', `/api/tours/${tourId}/share`, ownerHeaders)).json().data.shareCode as string;
    const slideshow = (await send('POST', `/api/tours/${tourId}/create-slideshow`, ownerHeaders)).json().data
      .shareToken as string;
    const postcard = await send('POST', `/api/postcards/generate/${tourId}`, ownerHeaders, { stylePreset: 'vintage' });
    expect(postcard.statusCode, postcard.body).toBe(200);
    const postcardCode = postcard.json().data.shareCode as string;

    const links = [
      `/api/tours/share/${shareCode}`,
      `/api/slideshows/${slideshow}`,
      `/api/postcards/share/${postcardCode}`,
    ];
    for (const link of links) expect((await get(link)).statusCode, link).toBe(200);
    expect((await get(`/api/tour-maker/routes/${tourId}`, otherHeaders)).statusCode).toBe(200);

    // Someone imports the shared tour: their copy names the original while they may read it.
    const imported = await send('POST', '/api/tour-maker/import-tour', otherHeaders, { importData: shareCode });
    expect(imported.statusCode, imported.body).toBe(201);
    const copyId = routeSchema.parse(imported.json().data).id;
    const copyBefore = routeSchema.parse((await get(`/api/tour-maker/routes/${copyId}`, otherHeaders)).json().data);
    expect(copyBefore.clonedFrom).toBe(tourId);

    // The owner stops sharing.
    const stopped = await send('PATCH', `/api/tour-maker/routes/${tourId}`, ownerHeaders, { isPublic: 0 });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(routeSchema.parse(stopped.json().data)).toMatchObject({ isPublic: 0, shareCode: null });
    // A shared tour is served from a cache of at most this long (the test is faster on a quiet machine).
    await new Promise((resolve) => setTimeout(resolve, SHARED_TOUR_CACHE_MS + 100));
    for (const link of links) expect((await get(link)).statusCode, link).toBe(404);
    expect((await get(`/api/tour-maker/routes/${tourId}`, otherHeaders)).statusCode).toBe(403);
    expect((await get(`/api/tour-maker/routes/${tourId}`)).statusCode).toBe(403);
    expect((await get(`/api/tour-maker/routes/${tourId}`, ownerHeaders)).statusCode).toBe(200);
    const copyAfter = routeSchema.parse((await get(`/api/tour-maker/routes/${copyId}`, otherHeaders)).json().data);
    expect(copyAfter.clonedFrom).toBeNull();
    const listed = (await get('/api/tour-maker/routes', otherHeaders)).json().data as {
      id: string;
      clonedFrom: unknown;
    }[];
    expect(listed.find((tour) => tour.id === copyId)?.clonedFrom).toBeNull();
    expect(
      (await send('POST', '/api/tour-maker/import-tour', otherHeaders, { importData: shareCode })).statusCode,
    ).not.toBe(201);

    // Sharing again makes new links; the revoked ones stay dead.
    const again = (await send('POST', `/api/tours/${tourId}/share`, ownerHeaders)).json().data.shareCode as string;
    expect(again).not.toBe(shareCode);
    expect((await get(`/api/tours/share/${again}`)).statusCode).toBe(200);
    const newSlideshow = (await send('POST', `/api/tours/${tourId}/create-slideshow`, ownerHeaders)).json().data
      .shareToken as string;
    expect(newSlideshow).not.toBe(slideshow);
    for (const link of links) expect((await get(link)).statusCode, link).toBe(404);
  }, 120_000);

  it("removes a deleted tour's postcard picture, preview and voice message, and its link answers 404", async () => {
    const owner = await signUp(t);
    await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', owner.userId).execute();
    const headers = bearer(owner.token);
    const created = await send('POST', '/api/tour-maker/routes', headers, {
      name: 'Evening in Rome',
      pointsOfInterest: [{ name: 'Trevi Fountain', latitude: 41.9009, longitude: 12.4833 }],
    });
    const tourId = routeSchema.parse(created.json().data).id;
    const made = await send('POST', `/api/postcards/generate/${tourId}`, headers, {
      stylePreset: 'vintage',
      voiceMessage: 'Wish you were here!',
    });
    expect(made.statusCode, made.body).toBe(200);
    const card = publicPostcardSchema.parse(
      (await get(`/api/postcards/share/${made.json().data.shareCode}`)).json().data,
    );
    const files = [card.imageUrl, card.previewUrl, card.audioUrl].filter((url): url is string => Boolean(url));
    expect(files).toHaveLength(3);
    for (const url of files) {
      const served = await get(url);
      expect(served.statusCode, url).toBe(200);
      // Revocable: kept an hour by caches, not a year.
      expect(served.headers['cache-control'], url).toBe('public, max-age=3600');
    }

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/tour-maker/routes/${tourId}`, headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(`/api/postcards/share/${card.shareCode}`)).statusCode).toBe(404);
    for (const url of files) expect((await get(url)).statusCode, url).toBe(404);
  }, 120_000);
});
