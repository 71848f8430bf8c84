import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import { mp3DurationSeconds } from '../../providers/tts/offline/mp3-duration';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function generate(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/narration/generate', payload, headers });
}

/** The whole MP3 behind an audioUrl: streamed while it is spoken, redirected to the stored file afterwards. */
async function audioFile(audioUrl: string): Promise<Buffer> {
  const response = await t.app.inject({ url: audioUrl });
  if (response.statusCode === 302) return audioFile(response.headers.location as string);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('audio/mpeg');
  return response.rawPayload;
}

describe(`narration generation (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('writes a French narration naming Paris, with MP3 audio whose length fits the text', async () => {
    const response = await generate({
      theme: 'historical_facts',
      location: { lat: 48.8584, lng: 2.2945 },
      language: 'fr',
      duration: 1,
    });
    expect(response.statusCode).toBe(200);
    const narration = response.json().data;
    expect(narration).toMatchObject({ theme: 'historical_facts', language: 'fr', duration: 1, userId: null });
    expect(narration.narrationText).toContain('Paris');
    expect(narration.narrationText).toMatch(/\b(le|la|les|des|est|vous)\b/);
    expect(narration.narrationText).not.toMatch(/\b(the|and|you are)\b/);
    const words = countSpokenWords(narration.narrationText, 'fr');
    expect(words).toBeGreaterThan(150 * 0.85);
    expect(words).toBeLessThan(150 * 1.15);

    expect(narration.audioUrl).toBe(`/api/narrations/${narration.id}/audio`);
    const mp3 = await audioFile(narration.audioUrl);
    expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(
      true,
    );
    const seconds = mp3DurationSeconds(mp3);
    await t.drainNarrations();
    const stored = (await t.app.inject({ url: `/api/narrations/${narration.id}` })).json().data;
    expect(stored.audioDurationSeconds).toBeCloseTo(seconds, 0);
    // About 150 spoken words a minute: a 1-minute narration lasts roughly a minute.
    expect(seconds).toBeGreaterThan(40);
    expect(seconds).toBeLessThan(90);

    const served = await t.app.inject({ url: narration.audioUrl });
    expect(served.statusCode).toBe(302);
    expect(served.headers.location).toBe(`/media/audio/${narration.id}.mp3`);
    expect(readFileSync(path.join(t.dataDir, 'blobs', 'audio', `${narration.id}.mp3`)).equals(mp3)).toBe(true);
    expect(narration.cost.sources.join(' ')).toContain('GeoNames');
  });

  it('writes a Japanese narration in Japanese script', async () => {
    const response = await generate({
      theme: 'fun_facts',
      location: { lat: 35.6595, lng: 139.7005 },
      language: 'ja',
      duration: 1,
    });
    expect(response.statusCode).toBe(200);
    const narration = response.json().data;
    expect(narration.narrationText).toMatch(/[\u3040-\u30ff]/);
    expect(narration.narrationText).toContain('東京');
    const letters = [...narration.narrationText.replace(/[\s\d.,、。・「」（）()-]/g, '')];
    const japanese = letters.filter((c) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(c));
    expect(japanese.length / letters.length).toBeGreaterThan(0.8);
    const seconds = mp3DurationSeconds(await audioFile(narration.audioUrl));
    expect(seconds).toBeGreaterThan(30);
  });

  it('falls back to the auto channel for an unknown theme, whose rotation starts with fun_facts', async () => {
    const response = await generate({
      theme: 'no_such_theme',
      location: { lat: 37.8199, lng: -122.4783 },
      language: 'en',
      duration: 1,
    });
    expect(response.statusCode).toBe(200);
    const narration = response.json().data;
    expect(narration.theme).toBe('fun_facts');
    expect(narration.narrationText).toMatch(/San Francisco|Sausalito/);
  });

  it('refuses invalid coordinates, languages and durations with 400', async () => {
    for (const [payload, message] of [
      [{ location: { lat: 91, lng: 0 } }, 'latitude must be between -90 and 90'],
      [{ location: { lat: 10, lng: -181 } }, 'longitude must be between -180 and 180'],
      [{ location: { lat: 'north', lng: 0 } }, 'location.lat'],
      [{ location: { lat: 10, lng: 10 }, language: 'xx' }, 'language must be one of'],
      [{ location: { lat: 10, lng: 10 }, duration: 3 }, 'duration must be one of 1, 2, 5, 10 minutes'],
      [{}, 'location'],
    ] as const) {
      const response = await generate(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(message);
    }
  });

  it('belongs to the signed-in caller, who alone can read it, and refuses another user id in the body', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const forged = await generate({ userId: b.userId, location: { lat: 51.5007, lng: -0.1246 } }, bearer(a.token));
    expect(forged.statusCode).toBe(403);

    const created = await generate(
      { userId: a.userId, theme: 'nature', location: { lat: 51.5007, lng: -0.1246 } },
      bearer(a.token),
    );
    expect(created.statusCode).toBe(200);
    const { id, userId } = created.json().data;
    expect(userId).toBe(a.userId);
    expect((await t.app.inject({ url: `/api/narrations/${id}`, headers: bearer(a.token) })).statusCode).toBe(200);
    const other = await t.app.inject({ url: `/api/narrations/${id}`, headers: bearer(b.token) });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/narrations/${id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/narrations/not-a-uuid' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/narrations/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });

  it('serves an identical request from cache as a new row sharing the audio', async () => {
    const payload = { theme: 'architecture', location: { lat: 40.758, lng: -73.985 }, language: 'en', duration: 1 };
    const first = (await generate(payload)).json().data;
    const second = (await generate({ ...payload, location: { lat: 40.7581, lng: -73.9851 } })).json().data;
    expect(second.id).not.toBe(first.id);
    expect(second.audioUrl).toBe(first.audioUrl);
    expect(second.narrationText).toBe(first.narrationText);
  });
});

describe('narrations in tours and their audio stream', () => {
  async function ownRoute(userId: string): Promise<string> {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await t.db
      .insertInto('routes')
      .values({ id, userId, name: 'Bay walk', createdAt: now, updatedAt: now } as never)
      .execute();
    return id;
  }

  it('streams the first sentences while the rest is still being spoken', async () => {
    const response = await generate({ theme: 'nature', location: { lat: 38.5816, lng: -121.4944 }, duration: 2 });
    const { id, audioUrl } = response.json().data;
    const live = await t.app.inject({ url: audioUrl });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(mp3DurationSeconds(live.rawPayload)).toBeGreaterThan(60);
    await t.drainNarrations();
    const after = await t.app.inject({ url: audioUrl });
    expect(after.statusCode).toBe(302);
    expect((await t.app.inject({ url: `/api/narrations/${crypto.randomUUID()}/audio` })).statusCode).toBe(404);
    expect(id).toBeTruthy();
  });

  it('creates a narration placed in the caller’s own tour, and attaches one with PATCH', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const routeA = await ownRoute(a.userId);
    const routeB = await ownRoute(b.userId);
    const create = (payload: object, token: string) =>
      t.app.inject({ method: 'POST', url: '/api/narrations', payload, headers: bearer(token) });

    const created = await create(
      { theme: 'food_culture', location: { lat: 41.9028, lng: 12.4964 }, routeId: routeA, waypointIndex: 2 },
      a.token,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ userId: a.userId, routeId: routeA, waypointIndex: 2 });
    expect((await create({ location: { lat: 41.9, lng: 12.5 }, routeId: routeB }, a.token)).statusCode).toBe(403);
    expect(
      (await create({ location: { lat: 41.9, lng: 12.5 }, routeId: crypto.randomUUID() }, a.token)).statusCode,
    ).toBe(404);

    const loose = (await create({ location: { lat: 41.9, lng: 12.5 } }, a.token)).json().data;
    const patch = (id: string, payload: object, token?: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/narrations/${id}`, payload, headers: token ? bearer(token) : {} });
    const attached = await patch(loose.id, { routeId: routeA, waypointIndex: 0 }, a.token);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data).toMatchObject({ routeId: routeA, waypointIndex: 0 });
    expect((await patch(loose.id, { routeId: routeB, waypointIndex: 0 }, a.token)).statusCode).toBe(403);
    expect((await patch(loose.id, { routeId: routeB, waypointIndex: 0 }, b.token)).statusCode).toBe(403);
    expect((await patch(loose.id, { routeId: routeA, waypointIndex: 0 })).statusCode).toBe(403);
    const invalid = await patch(loose.id, { routeId: routeA, waypointIndex: -1 }, a.token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toContain('waypointIndex must be 0 or more');
  });
});

describe('reverse and forward geocoding', () => {
  it('names a position with both name and placeName', async () => {
    const response = await t.app.inject({ url: '/api/geocode/reverse?lat=48.8584&lng=2.2945' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.name).toContain('Paris');
    expect(data.placeName).toBe(data.name);
  });

  it('keeps bare coordinates in the middle of the ocean and refuses bad numbers', async () => {
    const ocean = await t.app.inject({ url: '/api/geocode/reverse?lat=0&lng=-150' });
    expect(ocean.json().data.name).toBe('0.0000, -150.0000');
    const bad = await t.app.inject({ url: '/api/geocode/reverse?lat=abc&lng=2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('lat must be a number');
  });

  it('finds an address or says it was not found', async () => {
    const found = await t.app.inject({ url: '/api/geocode/forward?location=Sausalito' });
    expect(found.json().data.name).toContain('Sausalito');
    const missing = await t.app.inject({ url: '/api/geocode/forward?location=qwxz-nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Address not found. Please try a different address.');
    const empty = await t.app.inject({ url: '/api/geocode/forward?location=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('Please enter an address or place name');
  });
});

describe('rate limit', () => {
  it('answers 429 with a readable message once a client starts too many narrations in a minute', async () => {
    const limited = await createTestApp({ env: { NARRATION_RATE_LIMIT: '2' } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/narration/generate',
          payload: { location: { lat: 999, lng: 0 } },
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, data: null });
      expect(third.json().error).toMatch(/^Too many requests\. Please wait 1 minute and try again\.$/);
    } finally {
      await limited.close();
    }
  });
});
