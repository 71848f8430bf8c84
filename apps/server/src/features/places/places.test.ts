import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDetailsSchema } from '@roamcast/shared/schemas/places';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { createGoogleApiUsageRepository } from '../../db/repositories/google-api-usage';
import { createPlaceCacheRepository } from '../../db/repositories/place-cache';
import { registerErrorHandling } from '../../http/error-handler';
import { createPlacesFromEnv } from '../../providers/places/create-places-from-env';
import { solidPng, startGooglePlacesStandIn, type GooglePlacesStandIn } from '../../../test/stand-ins/google-places';
import { FERRY_BUILDING, FERRY_BUILDING_ID } from '../../providers/places/place-fixtures';
import { createFileBlobStore } from '../../storage/blob-store';
import { registerPlacesRoutes } from './routes';
import { createPlacesService } from './service';

const DETAILS = '/maps/api/place/details/json';
const png = solidPng(4, 3, [20, 120, 200]);
// Real photo references run to 400+ characters, past Fastify's 100-character route parameter limit.
const LONG_REF = `AWU5eFh${'x9_Q-Lk2'.repeat(52)}`;
let t: TestApp;
let google: GooglePlacesStandIn;
let keyless: FastifyInstance;

beforeAll(async () => {
  google = await startGooglePlacesStandIn({
    apiKey: 'server-key',
    places: { [FERRY_BUILDING_ID]: FERRY_BUILDING },
    photos: { [LONG_REF]: { bytes: png, contentType: 'image/png' } },
  });
  // The whole app, configured through the environment as a deployment would be.
  t = await createTestApp({
    env: {
      PLACES_API_KEY: 'server-key',
      GOOGLE_MAPS_BROWSER_KEY: 'browser-key',
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
      PLACES_TIMEOUT_MS: '2000',
    },
  });
  const blobs = createFileBlobStore(path.join(t.dataDir, 'blobs'));
  const repositories = { placeCache: createPlaceCacheRepository(t.db), usage: createGoogleApiUsageRepository(t.db) };

  keyless = Fastify();
  registerErrorHandling(keyless, {});
  const noKeys = createPlacesFromEnv({ GOOGLE_PLACES_BASE_URL: google.baseUrl, PLACES_API_KEY: '' });
  registerPlacesRoutes(keyless, { places: createPlacesService({ places: noKeys, blobs, ...repositories }) });
});
afterAll(async () => {
  await keyless?.close();
  await t?.close();
  await google?.close();
});

const usageRows = (apiType: string) =>
  t.db.selectFrom('googleApiUsage').selectAll().where('apiType', '=', apiType).orderBy('requestTimestamp').execute();

describe(`places routes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('serves details from Google once, then from place_cache, logging both calls', async () => {
    const { token, userId } = await signUp(t);
    const first = await t.app.inject({ url: `/api/places/details/${FERRY_BUILDING_ID}`, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    const details = placeDetailsSchema.parse(first.json().data);
    expect(details).toMatchObject({
      name: 'Ferry Building',
      rating: 4.7,
      user_ratings_total: 38012,
      price_level: 2,
      formatted_phone_number: '(415) 983-8030',
      photoReferences: ['AWU5eFhPhotoRefOne_abc-123', 'AWU5eFhPhotoRefTwo_def-456'],
      lat: 37.7955703,
      lng: -122.3934724,
    });
    expect(details.opening_hours?.weekday_text[6]).toBe('Sunday: 8:00 AM – 6:00 PM');
    expect(details.reviews[1]).toEqual({
      author_name: 'Ken Ito',
      rating: 4,
      text: 'Busy on Saturdays (farmers market).',
      relative_time_description: 'a month ago',
    });

    const second = await t.app.inject({ url: `/api/places/details/${FERRY_BUILDING_ID}`, headers: bearer(token) });
    expect(second.json().data).toEqual(first.json().data);
    expect(google.hits(DETAILS)).toBe(1);

    const cached = await t.db
      .selectFrom('placeCache')
      .selectAll()
      .where('placeId', '=', FERRY_BUILDING_ID)
      .executeTakeFirstOrThrow();
    expect(cached).toMatchObject({ name: 'Ferry Building', isOpen: 1, formattedAddress: details.formatted_address });
    const rows = await usageRows('places_details');
    expect(rows.map((row) => [row.cacheHit, Number(row.estimatedCost), row.resultsReturned, row.userId])).toEqual([
      [0, 1.7, 1, userId],
      [1, 0, 1, userId],
    ]);
    expect(rows[0]).toMatchObject({ endpoint: DETAILS, requestCount: 1, location: '37.7955703,-122.3934724' });
    expect(rows[0]!.dailyDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it('fetches again for another language and when the cached copy is a week old', async () => {
    const before = google.hits(DETAILS);
    await t.app.inject({ url: `/api/places/details/${FERRY_BUILDING_ID}?language=es` });
    expect(google.requests.at(-1)!.searchParams.get('language')).toBe('es');
    await t.db.updateTable('placeCache').set({ updatedAt: '2000-01-01T00:00:00.000Z' }).execute();
    await t.app.inject({ url: `/api/places/details/${FERRY_BUILDING_ID}?language=es` });
    expect(google.hits(DETAILS) - before).toBe(2);
    const row = await t.db.selectFrom('placeCache').select(['updatedAt', 'createdAt']).executeTakeFirstOrThrow();
    expect(row.updatedAt > '2001').toBe(true);
    expect(row.createdAt < row.updatedAt).toBe(true);
  });

  it('answers a stale copy when Google fails twice, and 502 when there is no copy', async () => {
    await t.db.updateTable('placeCache').set({ updatedAt: '2000-01-01T00:00:00.000Z' }).execute();
    google.trouble.push('http500', 'http500');
    const stale = await t.app.inject({ url: `/api/places/details/${FERRY_BUILDING_ID}?language=es` });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.name).toBe('Ferry Building');
    google.trouble.push('http500', 'http500');
    const down = await t.app.inject({ url: '/api/places/details/ChIJnotCachedAnywhere01' });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe('Place details are unavailable right now. Please try again.');
  });

  it('refuses malformed place ids with 400 before calling Google', async () => {
    const before = google.requests.length;
    for (const id of ['XYZ1234567890', 'ChIJ', `ChIJ${'a'.repeat(1100)}`, 'ChIJabc%20def%3Cscript']) {
      const response = await t.app.inject({ url: `/api/places/details/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Invalid place id: placeId/);
    }
    expect((await t.app.inject({ url: `/api/places/details/${FERRY_BUILDING_ID}?language=xx` })).statusCode).toBe(400);
    expect(google.requests.length).toBe(before);
  });

  it('answers 404 Place not found for an id Google does not know', async () => {
    const longAddressId = `Ei${'RGVyIEJydW5uZW5zdHJhw59lIDQ'.repeat(5)}`;
    expect(longAddressId.length).toBeGreaterThan(100);
    const response = await t.app.inject({ url: `/api/places/details/${longAddressId}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'Place not found', code: 'place_not_found' });
  });

  it('serves photo bytes, stores them in the blob store, and sends the second caller there for free', async () => {
    const first = await t.app.inject({ url: `/api/places/photo/${LONG_REF}?maxwidth=400` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toContain('max-age=2592000');
    expect(first.rawPayload.equals(png)).toBe(true);

    const second = await t.app.inject({ url: `/api/places/photo/${LONG_REF}?maxwidth=400` });
    expect(second.statusCode).toBe(302);
    const location = second.headers.location as string;
    expect(location).toMatch(/^\/media\/places\/photos\/[0-9a-f]{40}\.png$/);
    const stored = await t.app.inject({ url: location });
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.rawPayload.equals(png)).toBe(true);
    expect(readFileSync(path.join(t.dataDir, 'blobs', location.slice('/media/'.length))).equals(png)).toBe(true);

    expect(google.hits('/maps/api/place/photo')).toBe(1);
    const rows = await usageRows('places_photo');
    expect(rows.map((row) => [row.cacheHit, Number(row.estimatedCost), row.endpoint])).toEqual([
      [0, 0.7, '/maps/api/place/photo'],
      [1, 0, '/maps/api/place/photo'],
    ]);
  });

  it('refuses bad photo references with 400 and unknown ones with 404', async () => {
    expect((await t.app.inject({ url: '/api/places/photo/short' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/places/photo/AWU5eFhPhotoRefOne_abc-123?maxwidth=5000' })).statusCode).toBe(
      400,
    );
    const unknown = await t.app.inject({ url: '/api/places/photo/AWU5eFhNoSuchPhotoRef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Photo not found');
  });

  it('answers 503 with a clear message when no server key is configured', async () => {
    const details = await keyless.inject({ url: '/api/places/details/ChIJnotCachedAnywhere02' });
    expect(details.statusCode).toBe(503);
    expect(details.json().error).toBe('Place details need a Google Places API key (PLACES_API_KEY)');
    const photo = await keyless.inject({ url: '/api/places/photo/AWU5eFhSomeOtherPhoto' });
    expect(photo.statusCode).toBe(503);
    expect(photo.json().error).toBe('Place photos need a Google Places API key (PLACES_API_KEY)');
  });

  it('hands out the browser maps key, or null so the web app uses OpenStreetMap', async () => {
    expect((await t.app.inject({ url: '/api/config/google-maps-key' })).json()).toEqual({
      success: true,
      data: { apiKey: 'browser-key' },
      error: null,
    });
    expect((await keyless.inject({ url: '/api/config/google-maps-key' })).json()).toEqual({
      success: true,
      data: { apiKey: null },
      error: null,
    });
  });

  it('builds Google Maps Embed URLs when a key exists', async () => {
    const embed = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/maps-embed/generate-url', payload })).json().data.embedUrl;
    expect(await embed({ mode: 'place', placeId: FERRY_BUILDING_ID })).toBe(
      `https://www.google.com/maps/embed/v1/place?key=browser-key&q=place_id%3A${FERRY_BUILDING_ID}&zoom=16`,
    );
    expect(await embed({ mode: 'view', lat: 48.8584, lng: 2.2945 })).toBe(
      'https://www.google.com/maps/embed/v1/view?key=browser-key&center=48.8584%2C2.2945&zoom=15',
    );
    expect(await embed({ mode: 'directions', origin: 'Ferry Building', destination: 'Coit Tower' })).toBe(
      'https://www.google.com/maps/embed/v1/directions?key=browser-key&origin=Ferry+Building&destination=Coit+Tower',
    );
    expect(await embed({ mode: 'search', q: 'coffee', zoom: 12 })).toBe(
      'https://www.google.com/maps/embed/v1/search?key=browser-key&q=coffee&zoom=12',
    );
  });

  it('builds OpenStreetMap embeds without a key, and needs coordinates for them', async () => {
    const embed = (payload: object) => keyless.inject({ method: 'POST', url: '/api/maps-embed/generate-url', payload });
    const place = await embed({ mode: 'place', placeId: FERRY_BUILDING_ID, lat: 37.7956, lng: -122.3935 });
    const url = new URL(place.json().data.embedUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('37.7956,-122.3935');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west! < -122.3935 && east! > -122.3935 && south! < 37.7956 && north! > 37.7956).toBe(true);
    expect(east! - west!).toBeCloseTo((2.4 * 360) / 2 ** 16, 5);

    const noCoordinates = await embed({ mode: 'place', placeId: FERRY_BUILDING_ID });
    expect(noCoordinates.statusCode).toBe(400);
    expect(noCoordinates.json().error).toBe('Coordinates are needed to show this place without a Google Maps key');
    const badBody = await embed({ mode: 'view', lat: 10 });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toContain('lat and lng must be sent together');
  });
});
