import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Two API processes of one deployment: the same Redis and key prefix, each with its own memory. */
const env = { REDIS_URL: 'redis://127.0.0.1:6379', JOB_QUEUE_PREFIX: `live-audio-${process.pid}-${Date.now()}` };
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ env, jobWorker: false });
  b = await createTestApp({ env, jobWorker: false });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('live audio across API processes', () => {
  it('plays a narration from another process while it is being spoken, byte for byte the stored file', async () => {
    const made = await a.app.inject({
      method: 'POST',
      url: '/api/narration/generate',
      payload: { theme: 'historical_facts', location: { lat: 41.8902, lng: 12.4922 }, language: 'en', duration: 2 },
    });
    expect(made.statusCode).toBe(200);
    const { id, audioUrl } = made.json().data as { id: string; audioUrl: string };

    // Process B never spoke it and has no file of it: it serves the stream process A is producing.
    const heard = await b.app.inject({ url: audioUrl });
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/mpeg');

    await a.drainNarrations();
    const stored = await a.app.inject({ url: audioUrl });
    expect(stored.statusCode).toBe(302);
    const file = await a.app.inject({ url: stored.headers.location as string });
    expect(file.rawPayload.length).toBeGreaterThan(20_000);
    expect(heard.rawPayload.equals(file.rawPayload)).toBe(true);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for a narration no process is speaking', async () => {
    const missing = await b.app.inject({ url: '/api/narrations/00000000-0000-4000-8000-000000000000/audio' });
    expect(missing.statusCode).toBe(404);
  });
});
