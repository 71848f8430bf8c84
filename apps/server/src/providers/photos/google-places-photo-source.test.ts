import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createGooglePlacesClient } from '../places/google-places-client';
import { solidPng, startGooglePlacesStandIn, type GooglePlacesStandIn } from '../../../test/stand-ins/google-places';
import { FERRY_BUILDING_ID } from '../places/place-fixtures';
import { createPhotoSourceFromEnv } from './create-photo-source-from-env';
import { createGooglePlacesPhotoSource } from './google-places-photo-source';

const KEY = 'test-key';
const png = solidPng(4, 3, [30, 120, 200]);
const FERRY = { lat: 37.7955703, lng: -122.3934724 };
/** Nearby Search results in Google's shape and order (prominence), around the Ferry Building. */
const NEARBY = [
  {
    place_id: FERRY_BUILDING_ID,
    name: 'Ferry Building',
    geometry: { location: FERRY },
    types: ['tourist_attraction', 'point_of_interest', 'establishment'],
    photos: [
      {
        height: 3024,
        width: 4032,
        html_attributions: ['<a href="https://maps.google.com/maps/contrib/1?hl=en&amp;x=2">Ana &amp; Bo</a>'],
        photo_reference: 'AWU5eFhPhotoRefOne_abc-123',
      },
    ],
  },
  // No photo: skipped.
  {
    place_id: 'ChIJEmbarcaderoPlaza0001',
    name: 'Embarcadero Plaza',
    geometry: { location: { lat: 37.7951, lng: -122.3962 } },
  },
  // A reference our photo route would refuse: skipped rather than handed out as a broken URL.
  {
    place_id: 'ChIJBadReference00000001',
    name: 'Odd Place',
    geometry: { location: { lat: 37.7957, lng: -122.3937 } },
    photos: [{ height: 10, width: 10, html_attributions: [], photo_reference: 'bad/ref' }],
  },
  {
    place_id: 'ChIJFarmersMarket0000001',
    name: 'Ferry Plaza Farmers Market',
    geometry: { location: { lat: 37.7959, lng: -122.3931 } },
    photos: [{ height: 600, width: 800, html_attributions: [], photo_reference: 'AWU5eFhPhotoRefThree_ghi-789' }],
  },
  // Six kilometres away: outside the 300 m radius.
  {
    place_id: 'ChIJGoldenGateBridge0001',
    name: 'Golden Gate Bridge',
    geometry: { location: { lat: 37.8199, lng: -122.4783 } },
    photos: [{ height: 800, width: 1200, html_attributions: [], photo_reference: 'AWU5eFhPhotoRefFar_xyz-000' }],
  },
];

let google: GooglePlacesStandIn;
beforeAll(async () => {
  google = await startGooglePlacesStandIn({
    apiKey: KEY,
    places: {},
    photos: { 'AWU5eFhPhotoRefOne_abc-123': { bytes: png, contentType: 'image/png' } },
    nearby: NEARBY,
  });
});
afterAll(() => google.close());

const source = (apiKey = KEY, timeoutMs = 2000) =>
  createGooglePlacesPhotoSource({
    client: createGooglePlacesClient({ apiKey, baseUrl: google.baseUrl, timeoutMs, retryDelayMs: 10 }),
  });

const NEARBY_PATH = '/maps/api/place/nearbysearch/json';

describe('Google Places photo source', () => {
  it('asks Nearby Search around the point within about 300 m, by prominence, keyed like Details', async () => {
    await source().photosNear(FERRY.lat, FERRY.lng, 4);
    const sent = google.requests.at(-1)!;
    expect(sent.pathname).toBe(NEARBY_PATH);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      location: `${FERRY.lat},${FERRY.lng}`,
      radius: '300',
      rankby: 'prominence',
      key: KEY,
    });
  });

  it('answers our photo proxy URLs with plain-text credits, most prominent place first', async () => {
    const photos = await source().photosNear(FERRY.lat, FERRY.lng, 6);
    expect(photos).toEqual([
      {
        url: '/api/places/photo/AWU5eFhPhotoRefOne_abc-123?maxwidth=1280',
        thumbUrl: '/api/places/photo/AWU5eFhPhotoRefOne_abc-123?maxwidth=1280',
        width: 1280,
        height: 960,
        title: 'Ferry Building',
        credit: 'Ana & Bo',
        license: 'Google Maps',
        sourceUrl: 'https://maps.google.com/maps/contrib/1?hl=en&x=2',
      },
      {
        url: '/api/places/photo/AWU5eFhPhotoRefThree_ghi-789?maxwidth=1280',
        thumbUrl: '/api/places/photo/AWU5eFhPhotoRefThree_ghi-789?maxwidth=1280',
        width: 800,
        height: 600,
        title: 'Ferry Plaza Farmers Market',
        credit: 'Google Maps',
        license: 'Google Maps',
        sourceUrl: 'https://www.google.com/maps/place/?q=place_id:ChIJFarmersMarket0000001',
      },
    ]);
    expect((await source().photosNear(FERRY.lat, FERRY.lng, 1)).map((photo) => photo.title)).toEqual([
      'Ferry Building',
    ]);
    expect(await source().photosNear(FERRY.lat, FERRY.lng, 0)).toEqual([]);
  });

  it('never hands out the key or a Google photo URL', async () => {
    const photos = await source().photosNear(FERRY.lat, FERRY.lng, 6);
    expect(photos.length).toBeGreaterThan(0);
    const everything = JSON.stringify(photos);
    expect(everything).not.toContain(KEY);
    expect(everything).not.toContain('key=');
    expect(everything).not.toContain('googleapis');
    for (const photo of photos) {
      expect(photo.url).toMatch(/^\/api\/places\/photo\/[A-Za-z0-9_-]+\?maxwidth=\d+$/);
      expect(photo.thumbUrl).toMatch(/^\/api\/places\/photo\/[A-Za-z0-9_-]+\?maxwidth=\d+$/);
    }
  });

  it('answers [] when nothing is near, the key is refused, or Google fails or stalls', async () => {
    expect(await source().photosNear(48.8584, 2.2945, 4)).toEqual([]);
    expect(await source('wrong-key').photosNear(FERRY.lat, FERRY.lng, 4)).toEqual([]);

    let before = google.hits(NEARBY_PATH);
    google.trouble.push('http500', 'http500');
    expect(await source().photosNear(FERRY.lat, FERRY.lng, 4)).toEqual([]);
    expect(google.hits(NEARBY_PATH) - before).toBe(2);

    before = google.hits(NEARBY_PATH);
    google.trouble.push('stall', 'stall');
    const started = Date.now();
    expect(await source(KEY, 120).photosNear(FERRY.lat, FERRY.lng, 4)).toEqual([]);
    expect(google.hits(NEARBY_PATH) - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('is chosen by PHOTOS=google with the Places key, and refuses to start without one', async () => {
    const chosen = createPhotoSourceFromEnv({
      PHOTOS: 'google',
      PLACES_API_KEY: KEY,
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
    });
    expect(chosen.name).toBe('google');
    expect(await chosen.photosNear(FERRY.lat, FERRY.lng, 1)).toHaveLength(1);
    const shared = createPhotoSourceFromEnv({
      PHOTOS: 'google',
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
    });
    expect(await shared.photosNear(FERRY.lat, FERRY.lng, 1)).toHaveLength(1);
    expect(() => createPhotoSourceFromEnv({ PHOTOS: 'google' })).toThrow(
      'PHOTOS=google needs a Google Places API key: set PLACES_API_KEY (or GOOGLE_MAPS_API_KEY)',
    );
    expect(createPhotoSourceFromEnv({ PLACES_API_KEY: KEY }).name).toBe('offline');
  });
});

describe('Google Places photos in a narration, end to end', () => {
  it('gives the narration /api/places/photo URLs that serve the stand-in image', async () => {
    const t = await createTestApp({
      env: { PHOTOS: 'google', PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl },
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/narration/generate',
        payload: {
          theme: 'historical_facts',
          location: { lat: FERRY.lat, lng: FERRY.lng },
          language: 'en',
          duration: 1,
        },
      });
      expect(response.statusCode).toBe(200);
      const narration = response.json().data;
      expect(narration.photoUrls).toEqual([
        '/api/places/photo/AWU5eFhPhotoRefOne_abc-123?maxwidth=1280',
        '/api/places/photo/AWU5eFhPhotoRefThree_ghi-789?maxwidth=1280',
      ]);
      expect(narration.heroImageUrl).toBe(narration.photoUrls[0]);
      expect(JSON.stringify(narration)).not.toContain(KEY);

      const photo = await t.app.inject({ url: narration.photoUrls[0] });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.rawPayload.equals(png)).toBe(true);
      await t.drainNarrations();
    } finally {
      await t.close();
    }
  });
});
