import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mp3DurationSeconds } from '../providers/tts/offline/mp3-duration';
import { startTestS3, type TestS3 } from './s3-test-server';

let s3: TestS3;
let t: TestApp;
let id: string;
let mp3: Buffer;

/** The object's bytes as the bucket holds them, read past the app. */
const bucketObject = async (key: string) => (await s3.readObject(key)).bytes;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: { theme: 'historical_facts', location: { lat: 48.8584, lng: 2.2945 }, language: 'en', duration: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  id = response.json().data.id;
  await t.drainNarrations();
  mp3 = await bucketObject(`audio/${id}.mp3`);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const media = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/media/audio/${id}.mp3`, headers });

describe('/media/ served from an S3 bucket (s3rver over HTTP)', () => {
  it('stores the narration in the bucket, not under DATA_DIR, and redirects its audio to /media/', async () => {
    expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(
      true,
    );
    expect(mp3DurationSeconds(mp3)).toBeGreaterThan(30);
    expect(existsSync(path.join(t.dataDir, 'blobs'))).toBe(false);
    const audio = await t.app.inject({ url: `/api/narrations/${id}/audio` });
    expect(audio.statusCode).toBe(302);
    expect(audio.headers.location).toBe(`/media/audio/${id}.mp3`);
  });

  it('answers the whole file with its type, length and a year of immutable caching', async () => {
    const response = await media();
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(mp3.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.rawPayload.equals(mp3)).toBe(true);
  });

  it('answers a range with 206 and exactly those bytes, so the player can seek', async () => {
    const response = await media({ range: 'bytes=1000-1999' });
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': '1000',
      'content-range': `bytes 1000-1999/${mp3.length}`,
      'accept-ranges': 'bytes',
    });
    expect(response.rawPayload.equals(mp3.subarray(1000, 2000))).toBe(true);
  });

  it('answers an open-ended range up to the last byte', async () => {
    const from = mp3.length - 777;
    const response = await media({ range: `bytes=${from}-` });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${from}-${mp3.length - 1}/${mp3.length}`);
    expect(response.headers['content-length']).toBe('777');
    expect(response.rawPayload.equals(mp3.subarray(from))).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await media({}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(mp3.length),
      'accept-ranges': 'bytes',
    });
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await media({ range: `bytes=${mp3.length + 10}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${mp3.length}`);
    expect(response.json()).toMatchObject({ success: false, code: 'range_not_satisfiable' });
  });

  it('answers 404 in the JSON envelope for a missing key and for an unsafe one', async () => {
    for (const url of ['/media/audio/no-such-narration.mp3', '/media/..%2f..%2fetc/passwd', '/media/audio/x']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, data: null, code: 'not_found' });
    }
  });

  it('reports the bucket ready in /readyz', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.json().data.checks.storage).toBe('ok');
  });
});
