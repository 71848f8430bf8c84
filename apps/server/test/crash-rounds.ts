import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { mp3DurationSeconds } from '../src/providers/tts/offline/mp3-duration';
import { startTestS3, type TestS3 } from '../src/storage/s3-test-server';
import { callApi } from './api-client';
import { startRoamcastProcess, until, type RoamcastProcess } from './processes';

/**
 * Issue 14's crash proof: rounds of tour creation, batch narration and postcard making while an API
 * process or a worker is SIGKILLed at a random moment and started again. Afterwards every write the
 * API acknowledged is there, every acknowledged batch completed exactly once (one narration per
 * stop), and every stored file is served whole. Used by the CI test (a few rounds) and by
 * bench/crash-rounds.ts (25 rounds a mode).
 */
export interface CrashRoundsResult {
  mode: 'sqlite' | 'scale-out';
  rounds: number;
  kills: { api: number; worker: number };
  acknowledged: { tours: number; batches: number; postcards: number };
  /** Each a sentence naming what went wrong; empty when the proof holds. */
  problems: string[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STOPS = [
  { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
  { lat: 38.6979, lng: -9.2068, name: 'Jerónimos Monastery' },
];

/** SQL with $1-style parameters, on whichever database the mode uses. */
type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

interface Deployment {
  api: () => RoamcastProcess;
  /** The processes a kill may hit: the API (runs jobs too in the SQLite mode) and, scaled out, a worker. */
  victims: () => { kind: 'api' | 'worker'; restart: () => Promise<void>; process: RoamcastProcess }[];
  query: Query;
  close(): Promise<void>;
}

async function sqliteDeployment(): Promise<Deployment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-crash-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOB_LEASE_MS: '2000',
    JOB_POLL_MS: '200',
    JOB_RETRY_DELAY_MS: '0',
    WEB_DIST: '',
  };
  let api = await startRoamcastProcess('api', 'api', env);
  const db = new SQLite(path.join(dataDir, 'roamcast.db'));
  db.pragma('busy_timeout = 5000');
  return {
    api: () => api,
    victims: () => [
      {
        kind: 'api',
        process: api,
        restart: async () => {
          api = await startRoamcastProcess('api', 'api', env);
        },
      },
    ],
    query: async <T>(sql: string, params: unknown[] = []) => {
      const statement = db.prepare(sql.replace(/\$\d+/g, '?'));
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    },
    async close() {
      await api.stop();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function scaleOutDeployment(databaseUrl: string): Promise<Deployment> {
  const database = `rc_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = Object.assign(new URL(databaseUrl), { pathname: `/${database}` }).href;
  const s3: TestS3 = await startTestS3();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-crash-'));
  const env = (name: string) => ({
    DATA_DIR: path.join(dataDir, name),
    DATABASE_URL: url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    JOB_QUEUE_PREFIX: database,
    JWT_SECRET: secret,
    JOB_LEASE_MS: '2000',
    JOB_RETRY_DELAY_MS: '0',
    WEB_DIST: '',
    ...s3.env,
  });
  const secret = randomBytes(32).toString('hex');
  let api = await startRoamcastProcess('api', 'api', env('api'));
  let worker = await startRoamcastProcess('worker', 'worker', env('worker'));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return {
    api: () => api,
    victims: () => [
      {
        kind: 'api',
        process: api,
        restart: async () => {
          api = await startRoamcastProcess('api', 'api', env('api'));
        },
      },
      {
        kind: 'worker',
        process: worker,
        restart: async () => {
          worker = await startRoamcastProcess('worker', 'worker', env('worker'));
        },
      },
    ],
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[],
    async close() {
      await Promise.all([api.stop(), worker.stop()]);
      await db.end();
      await s3.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PNG is whole when it ends with its IEND chunk. */
const wholePng = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
  bytes.subarray(-8, -4).toString('latin1') === 'IEND';

export async function runCrashRounds(options: {
  mode: 'sqlite' | 'scale-out';
  rounds: number;
  /** PostgreSQL to make a fresh database in (scale-out mode). */
  databaseUrl?: string;
  log?: (line: string) => void;
}): Promise<CrashRoundsResult> {
  const started = performance.now();
  const deployment =
    options.mode === 'sqlite' ? await sqliteDeployment() : await scaleOutDeployment(options.databaseUrl!);
  const problems: string[] = [];
  const kills = { api: 0, worker: 0 };
  const acknowledged = {
    tours: [] as string[],
    batches: [] as { tourId: string; jobId: string }[],
    postcards: [] as string[],
  };
  try {
    const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
    const signedUp = await callApi(deployment.api().baseUrl!, 'POST', '/api/auth/local/signup', undefined, {
      email,
      password: 'correct horse battery',
    });
    const token = (signedUp.data as { token: string }).token;
    const userId = (signedUp.data as { user: { id: string } }).user.id;
    // Premium with room for every round's tour, so limits never refuse the work under test.
    await makePremium(deployment, userId);

    for (let round = 0; round < options.rounds; round++) {
      const base = deployment.api().baseUrl!;
      const work = (async () => {
        const tour = await callApi(base, 'POST', '/api/tour-maker/routes', token, {
          name: `Round ${round}`,
          waypoints: STOPS,
        });
        if (tour.status !== 201) return;
        const tourId = (tour.data as { id: string }).id;
        acknowledged.tours.push(tourId);
        // Each answer counts on its own: one cut by the kill does not un-acknowledge the other.
        await Promise.allSettled([
          callApi(base, 'POST', `/api/tour-maker/routes/${tourId}/generate-narrations`, token, {}).then((batch) => {
            if (batch.status === 202)
              acknowledged.batches.push({ tourId, jobId: (batch.data as { jobId: string }).jobId });
          }),
          callApi(base, 'POST', `/api/postcards/generate/${tourId}`, token, { stylePreset: 'vintage' }).then(
            (postcard) => {
              if (postcard.status === 200)
                acknowledged.postcards.push((postcard.data as { imageUrl: string }).imageUrl);
            },
          ),
        ]);
      })().catch(() => undefined); // a request cut by the kill was never acknowledged
      const candidates = deployment.victims();
      const victim = candidates[Math.floor(Math.random() * candidates.length)]!;
      // Anywhere from the tour's creation to well into its batch and postcard.
      await sleep(300 + Math.random() * 7700);
      await victim.process.crash();
      kills[victim.kind]++;
      await work;
      await victim.restart();
      options.log?.(`round ${round + 1}: killed the ${victim.kind}`);
      // The round ends when its work has recovered: the next kill lands in the next round's work.
      await batchesFinished(deployment, acknowledged.batches, 180_000);
    }

    await batchesFinished(deployment, acknowledged.batches, 300_000);

    for (const tourId of acknowledged.tours) {
      const rows = await deployment.query<{ id: string }>('select id from routes where id = $1', [tourId]);
      if (rows.length !== 1) problems.push(`acknowledged tour ${tourId} is missing`);
    }
    for (const { tourId, jobId } of acknowledged.batches) {
      const [job] = await deployment.query<{ status: string; error: string | null }>(
        'select status, error from jobs where id = $1',
        [jobId],
      );
      if (job?.status !== 'completed') problems.push(`batch ${jobId} ended ${job?.status}: ${job?.error}`);
      const placed = await deployment.query<{ waypoint_index: number }>(
        'select waypoint_index from narrations where route_id = $1 order by waypoint_index',
        [tourId],
      );
      const indexes = placed.map((row) => Number(row.waypoint_index)).join(',');
      if (indexes !== '0,1') problems.push(`tour ${tourId} has narrations at stops [${indexes}], not exactly [0,1]`);
    }
    const api = deployment.api().baseUrl!;
    for (const imageUrl of acknowledged.postcards) {
      const rows = await deployment.query<{ id: string }>('select id from postcard_images where image_url = $1', [
        imageUrl,
      ]);
      if (rows.length !== 1) problems.push(`acknowledged postcard ${imageUrl} is missing`);
      const image = Buffer.from(await (await fetch(`${api}${imageUrl}`)).arrayBuffer());
      if (!wholePng(image)) problems.push(`postcard ${imageUrl} is served cut short (${image.length} bytes)`);
    }
    // No half-written audio: every narration said to be stored plays for as long as its row says.
    const stored = await deployment.query<{ id: string; audio_duration_seconds: number }>(
      'select id, audio_duration_seconds from narrations where audio_duration_seconds is not null',
    );
    for (const row of stored) {
      const audio = Buffer.from(await (await fetch(`${api}/api/narrations/${row.id}/audio`)).arrayBuffer());
      const seconds = audio.length > 0 ? mp3DurationSeconds(audio) : 0;
      if (Math.abs(seconds - Number(row.audio_duration_seconds)) > 0.5)
        problems.push(`narration ${row.id} plays ${seconds.toFixed(1)} s of its ${row.audio_duration_seconds} s`);
    }
    return {
      mode: options.mode,
      rounds: options.rounds,
      kills,
      acknowledged: {
        tours: acknowledged.tours.length,
        batches: acknowledged.batches.length,
        postcards: acknowledged.postcards.length,
      },
      problems,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await deployment.close();
  }
}

/** Waits until every acknowledged batch has finished (a killed runner's lease runs out and another resumes it). */
async function batchesFinished(deployment: Deployment, batches: { jobId: string }[], timeoutMs: number) {
  const jobIds = batches.map((batch) => batch.jobId);
  await until(
    async () => {
      if (jobIds.length === 0) return true;
      const rows = await deployment.query<{ status: string }>(
        `select status from jobs where id in (${jobIds.map((_, i) => `$${i + 1}`).join(', ')})`,
        jobIds,
      );
      return rows.every((row) => row.status === 'completed' || row.status === 'failed');
    },
    'every acknowledged batch to finish',
    timeoutMs,
  );
}

/** Makes the crash user Premium with room for every round's tour, past the API (as an operator would). */
async function makePremium(deployment: Deployment, userId: string) {
  await deployment.query("update users set tier = 'premium', tours_limit = 100000 where id = $1", [userId]);
}
