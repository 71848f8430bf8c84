import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startStandIn, type StandIn } from '../../test/stand-ins/llm';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const log: string[] = [];
let t: TestApp;
let model: StandIn;

beforeAll(async () => {
  model = await startStandIn();
  // The language model service is down: every narration falls back to the offline composer.
  model.respond((_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'the service is down' } }));
  });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  t = await createTestApp({
    logStream: stream,
    env: {
      LOG_LEVEL: 'warn',
      LLM_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${model.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
      GEOCODER: 'nominatim',
      NOMINATIM_BASE_URL: model.url,
      TTS_CLOUD_PROVIDER: 'openai',
      REDIS_URL: 'redis://127.0.0.1:6379',
      METRICS_TOKEN,
      JOB_QUEUE_PREFIX: `observability-${process.pid}`,
    },
    // The API of a scale-out deployment runs no jobs; this test needs none.
    jobWorker: false,
  });
});
afterAll(async () => {
  await t.close();
  await model.close();
});

const metricsText = async () => {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe(`health, readiness and metrics (${DB})`, () => {
  it('answers /healthz while the process runs, and /readyz when the database, Redis and storage answer', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json().data).toEqual({ status: 'ok' });
    // On a loaded machine one check may miss its 2 s budget once (503, rightly): readiness is what settles.
    await expect.poll(async () => (await t.app.inject({ url: '/readyz' })).statusCode, { timeout: 20_000 }).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', redis: 'ok' },
      // The engines in use: the test app pins knowledge and photos offline; GEOCODER=nominatim is set above.
      engines: { knowledge: 'offline', photos: 'offline', geocoder: 'nominatim' },
    });
  });

  it('counts requests by route pattern, never by the raw address', async () => {
    await t.app.inject({ url: '/api/narrations/00000000-0000-4000-8000-000000000000' });
    await t.app.inject({ url: '/no/such/place/abc123' });
    const text = await metricsText();
    expect(text).toMatch(
      /roamcast_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(text).toContain('route="/api/narrations/:id",status="404"');
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('abc123');
    expect(text).toContain('roamcast_process_cpu_seconds_total');
  });

  it('logs and counts the failures of the online model, geocoder and voice, and times the first audio of the narration the offline composer wrote', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/narration/generate',
      payload: { theme: 'historical_facts', location: { lat: 48.8584, lng: 2.2945 }, language: 'en', duration: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cost.provider).toContain('fallback');
    await t.drainNarrations();
    const text = await metricsText();
    // The model, the geocoder and the cloud voice all share the failing stand-in: each failure is counted.
    expect(text).toMatch(/roamcast_provider_failures_total\{service="llm",task="narration",fallback="true"\} 1/);
    expect(text).toMatch(/roamcast_provider_failures_total\{service="geocoder",task="reverse",fallback="true"\} 1/);
    expect(text).toMatch(/roamcast_provider_failures_total\{service="speech",task="openai-tts",fallback="true"\} 1/);
    expect(text).toMatch(/roamcast_narration_first_audio_seconds_count\{speech="[^"]+"\} 1/);
    const warning = log
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.service === 'llm');
    expect(warning).toMatchObject({ level: 40, task: 'narration', fallback: true });
    expect(JSON.stringify(warning)).not.toContain('sk-test');
  });

  it('counts jobs by state across processes', async () => {
    expect(await metricsText()).toMatch(/# TYPE roamcast_jobs gauge/);
  });

  it('serves metrics only with the token', async () => {
    const without = await t.app.inject({ url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json().error).toContain('METRICS_TOKEN');
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-123' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('says which service does not answer with 503, and is ready again once it does', async () => {
    // The blob folder cannot hold the probe: a file stands where its folder should be.
    const probeFolder = path.join(t.dataDir, 'blobs', 'health');
    const { rmSync } = await import('node:fs');
    rmSync(probeFolder, { recursive: true, force: true });
    writeFileSync(probeFolder, 'not a folder');
    const broken = await t.app.inject({ url: '/readyz' });
    expect(broken.statusCode).toBe(503);
    const body = broken.json();
    expect(body.error).toBe('Roamcast is not ready: a service it needs does not answer');
    expect(body.data.checks.database).toBe('ok');
    expect(body.data.checks.storage).toMatch(/^failed: /);
    expect(body.data.checks.storage).not.toContain(' at ');
    rmSync(probeFolder);
    mkdirSync(probeFolder);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('readiness without Redis, and metrics without a token', () => {
  let other: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: Redis is configured but down.
    other = await createTestApp({
      env: { REDIS_URL: 'redis://:secret-password@127.0.0.1:1', JOB_QUEUE_PREFIX: `observability-down-${process.pid}` },
      jobWorker: false,
    });
  });
  afterAll(() => other.close());

  it('is not ready while Redis is down, and never shows its password', async () => {
    const response = await other.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.checks.redis).toMatch(/^failed: /);
    expect(response.body).not.toContain('secret-password');
    expect((await other.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('serves metrics to this machine only', async () => {
    expect((await other.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    const remote = await other.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error).toContain('METRICS_TOKEN');
  });
});
