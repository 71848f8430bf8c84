import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../src/storage/s3-test-server';
import { callApi } from './api-client';
import { startRoamcastProcess, until, type RoamcastProcess } from './processes';
import { testDatabaseUrl } from './test-app';

/**
 * Issue 14's acceptance: the scale-out mode as an operator runs it. Two API processes and two
 * workers, each its own OS process, share one PostgreSQL database, one Redis and one S3-compatible
 * bucket (s3rver). Runs in the PostgreSQL pass (TEST_DATABASE_URL), which CI always makes.
 */
const database = `rc_scale_${randomBytes(5).toString('hex')}`;
const databaseUrl = testDatabaseUrl && Object.assign(new URL(testDatabaseUrl), { pathname: `/${database}` }).href;

// Eight stops along the Tagus in Lisbon, so a worker can be killed with most of them still to make.
const STOPS = [
  { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
  { lat: 38.6979, lng: -9.2068, name: 'Jerónimos Monastery' },
  { lat: 38.6936, lng: -9.2058, name: 'Padrão dos Descobrimentos' },
  { lat: 38.7075, lng: -9.1364, name: 'Praça do Comércio' },
  { lat: 38.7139, lng: -9.1335, name: 'Rossio' },
  { lat: 38.7118, lng: -9.1326, name: 'Santa Justa Lift' },
  { lat: 38.7139, lng: -9.1334, name: 'Elevador da Glória' },
  { lat: 38.7139, lng: -9.1261, name: 'São Jorge Castle' },
];

/** Short, so the test is quick; a killed worker's job must resume within LEASE_MS + POLL_MS (the README's figure). */
const LEASE_MS = 4000;
const POLL_MS = 250;
/** What the process that resumes a job needs beyond that to see it and mark it running (processes on busy cores). */
const PICK_UP_MS = 1500;
/** How long a stopping API process keeps serving with /readyz at 503. */
const GRACE_MS = 3000;

let admin: pg.Client;
let s3: TestS3;
let dataDir: string;
const processes: RoamcastProcess[] = [];

/** The bytes a browser plays for an audio URL, following the API's redirect to the stored file. */
async function audioBytes(base: RoamcastProcess, audioUrl: string, range?: string) {
  const response = await fetch(new URL(audioUrl, base.baseUrl), { headers: range ? { range } : {} });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const isMp3 = (bytes: Buffer) =>
  bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);

describe.skipIf(!databaseUrl)('scale-out: 2 API processes and 2 workers on PostgreSQL, Redis and S3', () => {
  let apiA: RoamcastProcess;
  let apiB: RoamcastProcess;
  let workers: RoamcastProcess[];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    s3 = await startTestS3();
    dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-scale-'));
    const env = (name: string) => ({
      DATABASE_URL: databaseUrl!,
      REDIS_URL: 'redis://127.0.0.1:6379',
      JOB_QUEUE_PREFIX: database,
      // Shared by every process, so a token from A is good at B.
      JWT_SECRET: randomBytes(32).toString('hex'),
      // A killed worker's job is taken over within a few seconds rather than half a minute.
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_POLL_MS: String(POLL_MS),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      // No famous tours' stories made ahead: they would keep the workers' slots and both cores busy
      // under the batch whose resume time and the drain this test measures.
      FAMOUS_STORY_LANGUAGES: 'none',
      JOB_RETRY_DELAY_MS: '0',
      DATA_DIR: path.join(dataDir, name),
      WEB_DIST: '',
      ...s3.env,
    });
    const secret = env('x').JWT_SECRET;
    const start = (kind: 'api' | 'worker', name: string) =>
      startRoamcastProcess(kind, name, { ...env(name), JWT_SECRET: secret });
    // The first API process migrates the database; the others start once it has.
    apiA = await start('api', 'api-a');
    [apiB, ...workers] = await Promise.all([
      start('api', 'api-b'),
      start('worker', 'worker-1'),
      start('worker', 'worker-2'),
    ]);
    processes.push(apiA, apiB, ...workers);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(processes.map((running) => running.stop()));
    await s3?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  it('streams a narration made at A from B while it is spoken, then serves the stored file from S3 with ranges', async () => {
    const made = await callApi<{ id: string; audioUrl: string }>(
      apiA.baseUrl!,
      'POST',
      '/api/narration/generate',
      undefined,
      {
        theme: 'historical_facts',
        location: { lat: 41.8902, lng: 12.4922 },
        language: 'en',
        duration: 5,
      },
    );
    expect(made.status).toBe(200);

    // B never spoke it: it answers with the stream A is producing (200, not a redirect to a stored file).
    const live = await fetch(new URL(made.data.audioUrl, apiB.baseUrl), { redirect: 'manual' });
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('audio/mpeg');
    const heard = Buffer.from(await live.arrayBuffer());

    // Once stored, both processes send the listener to the same file in the bucket.
    await until(
      async () => (await fetch(new URL(made.data.audioUrl, apiA.baseUrl), { redirect: 'manual' })).status === 302,
      'the narration to be stored',
      60_000,
    );
    const stored = await audioBytes(apiB, made.data.audioUrl);
    expect(stored.status).toBe(200);
    expect(stored.bytes.length).toBeGreaterThan(100_000);
    expect(heard.equals(stored.bytes)).toBe(true);

    // Seeking: a range of the stored file.
    const part = await audioBytes(apiA, made.data.audioUrl, 'bytes=1000-1999');
    expect(part.status).toBe(206);
    expect(part.bytes.equals(stored.bytes.subarray(1000, 2000))).toBe(true);
  }, 120_000);

  it('makes a tour at A, narrates it on the workers while one is killed mid-batch, and every stop is narrated exactly once', async () => {
    const signedUp = await callApi<{ token: string }>(apiA.baseUrl!, 'POST', '/api/auth/local/signup', undefined, {
      email: `scale-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    });
    expect(signedUp.status).toBe(201);
    const { token } = signedUp.data;
    const saved = await callApi<{ id: string }>(apiA.baseUrl!, 'POST', '/api/tour-maker/routes', token, {
      name: 'Along the Tagus',
      waypoints: STOPS,
    });
    expect(saved.status).toBe(201);
    const tourId = saved.data.id;

    const started = await callApi<{ jobId: string }>(
      apiA.baseUrl!,
      'POST',
      `/api/tour-maker/routes/${tourId}/generate-narrations`,
      token,
      {},
    );
    expect(started.status).toBe(202);
    const { jobId } = started.data;

    // As soon as a worker has finished a stop, kill the worker that holds the batch: no shutdown, no hand-back.
    let victim: RoamcastProcess | undefined;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await until(
        async () => {
          const { rows } = await db.query<{ locked_by: string | null; progress: string | null; status: string }>(
            'select locked_by, progress, status from jobs where id = $1',
            [jobId],
          );
          const row = rows[0];
          expect(row?.status, 'the batch finished before a worker could be killed').not.toBe('completed');
          const done = row?.progress ? ((JSON.parse(row.progress) as { done?: number[] }).done ?? []) : [];
          if (!row?.locked_by || done.length < 1) return false;
          const pid = Number(row.locked_by.split(':').at(-2));
          victim = workers.find((worker) => worker.pid === pid);
          return victim !== undefined;
        },
        'a worker to finish the first stop',
        120_000,
      );
      const killedAt = Date.now();
      await victim!.crash();
      const survivorPid = workers.find((worker) => worker !== victim)!.pid;
      // Resumed by the survivor (the row names it) within the documented time.
      let resumedAfterMs = -1;
      while (Date.now() - killedAt < 60_000) {
        const { rows } = await db.query<{ locked_by: string | null }>('select locked_by from jobs where id = $1', [
          jobId,
        ]);
        if (rows[0]?.locked_by && Number(rows[0].locked_by.split(':').at(-2)) === survivorPid) {
          resumedAfterMs = Date.now() - killedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const jobLines = () =>
        workers
          .map(
            (worker) =>
              `${worker.name}:\n${worker
                .output()
                .split('\n')
                .filter((line) => line.includes(jobId))
                .join('\n')}`,
          )
          .join('\n');
      expect(resumedAfterMs, `the killed worker's batch was not resumed\n${jobLines()}`).toBeGreaterThan(0);
      expect(resumedAfterMs, jobLines()).toBeLessThan(LEASE_MS + POLL_MS + PICK_UP_MS);

      // The other worker takes the batch over and finishes it; B reports it.
      await until(
        async () => {
          const progress = await callApi<{ status: string; current: number; total: number }>(
            apiB.baseUrl!,
            'GET',
            `/api/tour-maker/routes/${tourId}/generate-narrations/progress`,
            token,
          );
          expect(progress.data.status).not.toBe('failed');
          return progress.data.status === 'completed';
        },
        'the batch to complete on the remaining worker',
        180_000,
      );

      // Completed on a second attempt: the one the killed worker never finished was taken over.
      const { rows: jobRows } = await db.query<{ attempts: number; status: string }>(
        'select attempts, status from jobs where id = $1',
        [jobId],
      );
      expect(jobRows[0]).toMatchObject({ status: 'completed', attempts: 2 });
      const survivor = workers.find((worker) => worker !== victim)!;

      // Exactly once: one narration per stop, none left over from the killed attempt.
      const { rows: narrations } = await db.query<{ id: string; waypoint_index: number | null }>(
        'select id, waypoint_index from narrations where route_id = $1 order by waypoint_index',
        [tourId],
      );
      expect(narrations.map((row) => row.waypoint_index)).toEqual(STOPS.map((_, index) => index));
      const { rows: owned } = await db.query<{ count: string }>(
        'select count(*) as count from narrations where user_id = (select user_id from routes where id = $1)',
        [tourId],
      );
      expect(Number(owned[0]!.count)).toBe(STOPS.length);
      expect(survivor.exited()).toBe(false);

      // Played through B: every stop's audio is a real file in the bucket, whole and seekable.
      const tour = await callApi<{ narrations: { waypointIndex: number; audioUrl: string }[] }>(
        apiB.baseUrl!,
        'GET',
        `/api/tour-maker/routes/${tourId}`,
        token,
      );
      expect(tour.data.narrations).toHaveLength(STOPS.length);
      for (const narration of tour.data.narrations) {
        const whole = await audioBytes(apiB, narration.audioUrl);
        expect(whole.status).toBe(200);
        expect(whole.type).toBe('audio/mpeg');
        expect(isMp3(whole.bytes)).toBe(true);
        const head = await audioBytes(apiB, narration.audioUrl, 'bytes=0-99');
        expect(head.status).toBe(206);
        expect(head.bytes.equals(whole.bytes.subarray(0, 100))).toBe(true);
      }

      // A postcard made at A is drawn by a worker (API processes run no heavy work) and served whole by B.
      await db.query("update users set tier = 'premium' where id = (select user_id from routes where id = $1)", [
        tourId,
      ]);
      const postcard = await callApi<{ imageUrl: string }>(
        apiA.baseUrl!,
        'POST',
        `/api/postcards/generate/${tourId}`,
        token,
        {
          stylePreset: 'vintage',
        },
      );
      expect(postcard.status).toBe(200);
      const picture = await audioBytes(apiB, postcard.data.imageUrl);
      expect(picture.type).toBe('image/png');
      expect(picture.bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
      const { rows: drawn } = await db.query<{ status: string }>(
        "select status from jobs where name = 'postcard-draw'",
      );
      expect(drawn).toEqual([{ status: 'completed' }]);
      // The tour's cover was drawn by a worker too, once (again by the survivor if the killed worker
      // held it: that waits for BullMQ to find the job stalled), and B serves it.
      let coverUrl: string | null = null;
      await until(
        async () => {
          const { rows: covers } = await db.query<{ status: string }>(
            "select status from jobs where name = 'cover-draw'",
          );
          expect(covers).toHaveLength(1);
          expect(covers[0]!.status).not.toBe('failed');
          const { rows: routeRows } = await db.query<{ ai_image_url: string | null }>(
            'select ai_image_url from routes where id = $1',
            [tourId],
          );
          coverUrl = routeRows[0]!.ai_image_url;
          return covers[0]!.status === 'completed' && coverUrl !== null;
        },
        'the cover to be drawn',
        60_000,
      );
      const cover = await audioBytes(apiB, coverUrl!);
      expect(cover.type).toBe('image/jpeg');
    } finally {
      await db.end();
    }
  }, 300_000);

  it('SIGTERM on one API process turns its /readyz to 503 while it still serves, and no request is lost across the two', async () => {
    const readyzOf = async (api: RoamcastProcess) => {
      const response = await fetch(`${api.baseUrl}/readyz`, { signal: AbortSignal.timeout(3000) }).catch(() => null);
      return response
        ? { status: response.status, body: (await response.json()) as { data: { status: string } } }
        : null;
    };
    // Both warmed up: until then /readyz answers 503 'starting' and a load balancer sends them nothing.
    await until(
      async () => (await readyzOf(apiA))?.status === 200 && (await readyzOf(apiB))?.status === 200,
      'both API processes to be ready',
      120_000,
    );

    // A load balancer: round robin over the processes whose /readyz answered 200 at its last check (every 200 ms).
    const rotation = new Set([apiA, apiB]);
    let balancing = true;
    let outOfRotationAt = 0;
    const checker = (async () => {
      while (balancing) {
        for (const api of [apiA, apiB]) {
          if (rotation.has(api) && (await readyzOf(api))?.status !== 200) {
            rotation.delete(api);
            if (api === apiA) outOfRotationAt = Date.now();
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const results: { to: string; sentAt: number; status: number | string }[] = [];
    let turn = 0;
    const client = async () => {
      while (balancing) {
        const choices = [...rotation];
        const api = choices[turn++ % choices.length];
        if (!api) {
          // Nothing in rotation: a request now would be lost.
          results.push({ to: 'none', sentAt: Date.now(), status: 'no process was ready' });
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const sentAt = Date.now();
        const status = await fetch(`${api.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
          (response) => response.status,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        results.push({ to: api.name, sentAt, status });
      }
    };
    const clients = Promise.all([client(), client(), client()]);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const signalledAt = Date.now();
    process.kill(apiA.pid, 'SIGTERM');
    // Draining: 503 with its reason, while A itself still answers (it has not stopped accepting).
    let draining: Awaited<ReturnType<typeof readyzOf>> = null;
    await until(
      async () => {
        draining = await readyzOf(apiA);
        return draining?.status === 503;
      },
      "A's /readyz to answer 503",
      GRACE_MS,
    );
    expect(draining!.body.data.status).toBe('draining');
    expect((await fetch(`${apiA.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${apiA.baseUrl}/healthz`)).status).toBe(200);
    expect(apiA.exited()).toBe(false);

    // It serves out its grace period, then exits by itself.
    await until(() => apiA.exited(), 'A to exit', GRACE_MS + 30_000).catch((error: unknown) => {
      const lines = apiA
        .output()
        .split('\n')
        .filter((line) => !line.includes('"reqId"'));
      throw new Error(`${String(error)}; its last lines:\n${lines.slice(-15).join('\n')}`);
    });
    const exitedAt = Date.now();
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(GRACE_MS);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    balancing = false;
    await Promise.all([clients, checker]);

    // Taken out of rotation well before it stopped accepting; every request of the load answered 200.
    expect(outOfRotationAt).toBeGreaterThan(signalledAt);
    expect(outOfRotationAt).toBeLessThan(exitedAt);
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    expect(results.filter((result) => result.to === 'api-a' && result.sentAt > signalledAt).length).toBeGreaterThan(0);
    expect(results.filter((result) => result.to === 'api-b' && result.sentAt > exitedAt).length).toBeGreaterThan(0);
    expect(apiA.output()).toContain('draining: /readyz answers 503');
  }, 240_000);
});
