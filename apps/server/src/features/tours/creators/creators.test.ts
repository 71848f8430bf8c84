import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { encodeSharedTour } from '@roamcast/shared/logic/tour-codec';
import { createdTourSchema } from '@roamcast/shared/schemas/tour-creation';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
// Creation is tested here; the narration batches it starts are enqueued, not run (see narration-batch tests).
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
});
afterAll(() => t.close());

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../providers/imports/fixtures', name), 'utf8');

function post(url: string, token: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tour-maker/${url}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

async function created(url: string, token: string, payload: object) {
  const response = await post(url, token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return createdTourSchema.parse(response.json().data);
}

const progressOf = async (id: string, token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/tour-maker/routes/${id}/generate-narrations/progress`,
      headers: bearer(token),
    })
  ).json().data;

function expectRealStops(
  stops: { latitude: number; longitude: number; name: string; description?: string }[],
  centre: { lat: number; lng: number },
  withinMeters: number,
) {
  expect(stops.length).toBeGreaterThan(0);
  for (const stop of stops) {
    expect(distanceMeters(centre, { lat: stop.latitude, lng: stop.longitude })).toBeLessThanOrEqual(withinMeters);
    expect(stop.name.trim().length).toBeGreaterThan(1);
    expect(stop.description?.trim().length).toBeGreaterThan(1);
  }
  expect(new Set(stops.map((stop) => `${stop.latitude},${stop.longitude}`)).size).toBe(stops.length);
}

describe(`tour makers (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('makes a specialty tour of real places around the place asked for, and starts its narrations', async () => {
    const { token, userId } = await signUp(t);
    const tour = await created('specialty-tour', token, {
      userId,
      name: 'Roman food',
      location: 'Rome',
      theme: 'food_culture',
      focus: 'street food',
      narrationDuration: 2,
      language: 'it',
    });
    expect(tour).toMatchObject({
      name: 'Roman food',
      theme: 'food_culture',
      narrationDuration: 2,
      tourType: 'specialty',
      description: 'street food',
    });
    expectRealStops(tour.pointsOfInterest, { lat: 41.8919, lng: 12.5113 }, 25_000);
    expect(tour.startPoint).toBe(tour.pointsOfInterest[0]!.name);
    expect(tour.destination).toBe(tour.pointsOfInterest.at(-1)!.name);
    expect(tour.distance).toBeGreaterThan(0);
    expect(tour.duration).toBeGreaterThan(0);
    expect(await progressOf(tour.id, token)).toMatchObject({
      status: 'queued',
      total: tour.pointsOfInterest.length,
      current: 0,
    });
  });

  it('answers an ask-{model} request for any model name, with the theme the request names', async () => {
    const { token } = await signUp(t);
    for (const model of ['claude', 'gpt-4o-mini', 'llama3.1:8b']) {
      const tour = await created(`ask-${model}-tour`, token, {
        location: 'Edinburgh',
        prompt: 'Haunted closes and ghost stories of the Old Town. Start near the castle.',
        narrationDuration: 1,
      });
      expect(tour).toMatchObject({
        name: 'Haunted closes and ghost stories of the Old Town',
        theme: 'ghost_stories',
        tourType: `ask_${model}`,
      });
      expectRealStops(tour.pointsOfInterest, { lat: 55.9533, lng: -3.1883 }, 25_000);
      await t.app.inject({ method: 'DELETE', url: `/api/tour-maker/routes/${tour.id}`, headers: bearer(token) });
    }
    const unknown = await post('ask--tour', token, { location: 'Edinburgh', prompt: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Unknown tour maker: use ask-{model}-tour, e.g. ask-claude-tour');
  });

  it('makes a deep dive of chapters sized to its length, and walking and indoor tours', async () => {
    const { token } = await signUp(t);
    const dive = await created('deep-dive-tour', token, {
      placeOrTopic: 'Kyoto',
      detailedPrompt: 'The history of its temples',
      length: 'short',
    });
    expect(dive).toMatchObject({
      name: 'Kyoto',
      description: 'The history of its temples',
      contentDepth: 'short',
      tourType: 'deep_dive',
      narrationDuration: 1,
    });
    expect(dive.pointsOfInterest.length).toBeLessThanOrEqual(3);
    expectRealStops(dive.pointsOfInterest, { lat: 35.0116, lng: 135.7681 }, 25_000);

    const walk = await created('walking-indoor-tour', token, {
      name: 'Paris stroll',
      location: 'Paris',
      type: 'walking',
      useGPS: true,
    });
    expect(walk).toMatchObject({ tourType: 'walking', tourGuideContent: { useGPS: true } });
    expectRealStops(walk.pointsOfInterest, { lat: 48.85341, lng: 2.3488 }, 2000);

    const indoor = await created('walking-indoor-tour', token, {
      name: 'Inside the museum',
      location: 'Louvre',
      coordinates: { lat: 48.8606, lng: 2.3376 },
      type: 'indoor',
      useGPS: true,
    });
    expect(indoor).toMatchObject({ tourType: 'indoor', tourGuideContent: { useGPS: false }, distance: 0 });
    expect(indoor.pointsOfInterest.map((poi) => [poi.name, poi.latitude, poi.longitude, poi.theme])).toEqual([
      ['Louvre', 48.8606, 2.3376, 'historical_facts'],
      ['Louvre', 48.8606, 2.3376, 'architecture'],
      ['Louvre', 48.8606, 2.3376, 'famous_people'],
      ['Louvre', 48.8606, 2.3376, 'fun_facts'],
    ]);
  });

  it('imports a Google Maps link, an encoded tour, a share code, GPX and KML', async () => {
    const { token, userId } = await signUp(t);
    await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', userId).execute();
    const fromLink = await created('import-tour', token, {
      importData:
        'https://www.google.com/maps/dir/48.8583701,2.2944813/Louvre+Museum/@48.86,2.31,14z/data=!4m8!4m7!1m0!1m5!1m1!1s0x47e671d877937b0f:0xb975fcfa192f84d4!2m2!1d2.337644!2d48.8606111',
    });
    expect(fromLink.pointsOfInterest.map((poi) => [poi.name, poi.latitude, poi.longitude])).toEqual([
      [expect.any(String), 48.8583701, 2.2944813],
      ['Louvre Museum', 48.8606111, 2.337644],
    ]);
    expect(fromLink).toMatchObject({
      recordedFrom: 'import',
      tourType: 'import',
      sourceUrl: expect.stringContaining('google.com/maps'),
    });

    const named = await created('import-tour', token, {
      importData: 'https://maps.google.com/maps?saddr=Florence&daddr=Siena+to:Pisa',
    });
    expect(named.pointsOfInterest.map((poi) => poi.name)).toEqual(['Florence', 'Siena', 'Pisa']);
    expect(
      distanceMeters(
        { lat: 43.7696, lng: 11.2558 },
        { lat: named.pointsOfInterest[0]!.latitude, lng: named.pointsOfInterest[0]!.longitude },
      ),
    ).toBeLessThan(10_000);

    const encoded = encodeSharedTour({
      name: '東京散歩',
      theme: 'architecture',
      waypoints: [
        { lat: 35.7148, lng: 139.7967, name: '浅草寺' },
        { lat: 35.6812, lng: 139.7671, name: '東京駅' },
      ],
    });
    const decoded = await created('import-tour', token, { importData: encoded });
    expect(decoded).toMatchObject({ name: '東京散歩', theme: 'architecture' });
    expect(decoded.pointsOfInterest.map((poi) => poi.name)).toEqual(['浅草寺', '東京駅']);

    await t.db.updateTable('routes').set({ shareCode: 'roman-holiday-42' }).where('id', '=', decoded.id).execute();
    const copy = await created('import-tour', (await signUp(t)).token, { importData: 'roman-holiday-42' });
    expect(copy).toMatchObject({ name: '東京散歩', clonedFrom: decoded.id, recordedFrom: 'import' });
    expect(copy.userId).not.toBe(decoded.userId);

    const gpx = await created('import-tour', token, {
      importData: fixture('garmin-route.gpx'),
      fileName: 'golden-circle.gpx',
    });
    expect(gpx).toMatchObject({ name: 'Golden Circle' });
    expect(gpx.pointsOfInterest).toHaveLength(4);
    expect(gpx.polyline).toBeTruthy();
    const kml = await created('import-tour', token, { importData: fixture('my-maps.kml'), fileName: 'rome.kml' });
    expect(kml.pointsOfInterest.map((poi) => poi.name)).toEqual(['Colosseum', 'Pantheon', 'Trevi Fountain']);
  });

  it('refuses hostile and broken imports with clear 4xx answers, saving nothing', async () => {
    const { token } = await signUp(t);
    const lol = '&lol;'.repeat(10);
    const cases: [unknown, number, string][] = [
      ['file:///etc/passwd', 400, 'Only https:// Google Maps links can be imported.'],
      ['javascript:alert(1)', 400, 'Only https:// Google Maps links can be imported.'],
      ['http://127.0.0.1/maps/dir/a/b', 400, 'Links from 127.0.0.1 cannot be imported'],
      ['http://[::1]/maps/dir/a/b', 400, 'cannot be imported'],
      ['http://169.254.169.254/latest/meta-data/', 400, 'Links from 169.254.169.254 cannot be imported'],
      ['https://www.google.com/maps/dir/a/b/c/d/e/f/g/h/i/j/k', 400, 'at most 10'],
      ['https://www.google.com/maps', 400, 'No places were found in this link'],
      ['not-a-code-at-all!!', 400, 'This is not a Google Maps URL, a tour share code or an encoded tour'],
      ['eyJuYW1lIjoiYnJva2Vu', 400, 'No tour has this share code'],
      ['   ', 400, 'Please enter a Google Maps URL or tour share code'],
      [
        `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY lol "lol"><!ENTITY lol2 "${lol}">]><gpx><wpt lat="1" lon="1"><name>&lol2;</name></wpt></gpx>`,
        400,
        'declares XML entities',
      ],
      [
        `<gpx><trk><trkseg>${'<trkpt lat="51.5" lon="-0.12"/>'.repeat(100_000)}</trkseg></trk></gpx>`,
        400,
        'at most 50,000 can be imported',
      ],
    ];
    for (const [importData, status, message] of cases) {
      const response = await post('import-tour', token, { importData });
      expect(response.statusCode, String(importData).slice(0, 60)).toBe(status);
      expect(response.json().error).toContain(message);
    }
    const huge = await post('import-tour', token, { importData: 'A'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
    const limits = await t.app.inject({ method: 'GET', url: '/api/user/limits', headers: bearer(token) });
    expect(limits.json().data.tours.current).toBe(0);
  });

  it('asks visitors to sign in, refuses other accounts and bad forms with readable messages', async () => {
    const { token } = await signUp(t);
    const other = await signUp(t);
    const visitor = await post('specialty-tour', undefined, { name: 'x', location: 'Rome', theme: 'nature' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe('You must be logged in to save a tour');
    const cases: [string, object, number, string][] = [
      [
        'specialty-tour',
        { userId: other.userId, name: 'x', location: 'Rome', theme: 'nature' },
        403,
        'You can only save tours to your own account',
      ],
      ['specialty-tour', { location: 'Rome', theme: 'nature' }, 400, 'name is required'],
      [
        'specialty-tour',
        { name: 'x', location: 'Rome', theme: 'nature', narrationDuration: 3 },
        400,
        'duration must be one of 1, 2, 5, 10',
      ],
      [
        'specialty-tour',
        { name: 'x', location: 'Xqzzyvill Nowhere', theme: 'nature' },
        400,
        'We could not find "Xqzzyvill Nowhere"',
      ],
      ['ask-claude-tour', { location: 'Rome' }, 400, 'prompt is required'],
      [
        'deep-dive-tour',
        { placeOrTopic: 'Rome', detailedPrompt: 'x', length: 'huge' },
        400,
        'length must be one of short, medium, long',
      ],
      ['walking-indoor-tour', { name: 'x', location: 'Rome', type: 'cycling' }, 400, 'type must be walking or indoor'],
      ['walking-indoor-tour', { name: 'x', location: 'Rome', colour: 'red' }, 400, 'Unknown field: colour'],
    ];
    for (const [url, payload, status, message] of cases) {
      const response = await post(url, token, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(response.json().error).toContain(message);
    }
  });

  it('keeps the tour limit when 19 creates race for 2 free slots', async () => {
    // 1 + 19 new tours fit in the minute's budget of 20 (tour-creation-limit.ts): the 403s are the plan's.
    const { token } = await signUp(t);
    await created('walking-indoor-tour', token, {
      name: 'One',
      location: 'Louvre',
      coordinates: { lat: 48.8606, lng: 2.3376 },
      type: 'indoor',
    });
    const racing = await Promise.all(
      [...Array(19).keys()].map((i) =>
        post('walking-indoor-tour', token, {
          name: `Race ${i}`,
          location: 'Louvre',
          coordinates: { lat: 48.8606, lng: 2.3376 },
          type: 'indoor',
        }),
      ),
    );
    expect(racing.filter((response) => response.statusCode === 201)).toHaveLength(2);
    const refused = racing.filter((response) => response.statusCode === 403);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.json().error).toBe("You've reached your tour limit of 3 tours on the Freemium plan.");
    const limits = await t.app.inject({ method: 'GET', url: '/api/user/limits', headers: bearer(token) });
    expect(limits.json().data.tours).toEqual({ current: 3, limit: 3 });
  });
});
