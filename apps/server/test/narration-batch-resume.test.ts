import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import decode from 'audio-decode';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { batchProgressSchema, type BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { callApiOk, freePort } from './api-client';
import { kill, startProcess, waitForHealth, type ServerProcess } from './server-process';
import { readEventStream, ROME_STOPS } from './tour-fixtures';

const redisUrl = process.env.REDIS_URL;
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await kill(server);
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Deployment {
  /** Starts the API (and, with Redis, a separate worker) on the shared data directory. */
  start(): Promise<void>;
  /** SIGKILLs every process: no shutdown hook runs, nothing is handed back. */
  killAll(): Promise<void>;
  base: string;
  dataDir: string;
}

async function deployment(extraEnv: Record<string, string>, withWorker: boolean): Promise<Deployment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-resume-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  // A short lease, so the restarted process takes the killed one's job over in seconds, not half a minute.
  const env = { PORT: String(port), DATA_DIR: dataDir, JOB_LEASE_MS: '3000', JOB_POLL_MS: '200', ...extraEnv };
  const mine: ServerProcess[] = [];
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    async start() {
      const api = startProcess('main', env);
      mine.push(api);
      running.push(api);
      const exitedEarly = api.exited.then((code) => {
        throw new Error(`the server exited (${code}) while starting:\n${api.stderr()}`);
      });
      await Promise.race([waitForHealth(`http://127.0.0.1:${port}/api/health`), exitedEarly]);
      exitedEarly.catch(() => undefined);
      if (withWorker) {
        const worker = startProcess('worker', env);
        mine.push(worker);
        running.push(worker);
      }
    },
    async killAll() {
      for (const server of mine.splice(0)) await kill(server);
    },
  };
}

async function progressOf(base: string, id: string, token: string): Promise<BatchProgress> {
  return batchProgressSchema.parse(
    await callApiOk(base, 'GET', `/api/tour-maker/routes/${id}/generate-narrations/progress`, token),
  );
}

/**
 * Starts a 10-stop batch of 1-minute stops, SIGKILLs every process once two or three stops are done,
 * starts them again on the same data, and follows the resumed batch to the end over server-sent events.
 */
async function killAndResume(system: Deployment) {
  await system.start();
  const { token, user } = (await callApiOk(system.base, 'POST', '/api/auth/local/signup', undefined, {
    email: `resume-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery',
  })) as { token: string; user: { id: string } };
  const tour = (await callApiOk(system.base, 'POST', '/api/tour-maker/routes', token, {
    name: 'Rome in ten stops',
    theme: 'architecture',
    narrationDuration: 1,
    pointsOfInterest: ROME_STOPS,
  })) as { id: string };
  await callApiOk(system.base, 'POST', `/api/tour-maker/routes/${tour.id}/generate-narrations`, token, {});

  let before: BatchProgress;
  const deadline = Date.now() + 150_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    before = await progressOf(system.base, tour.id, token);
    if (Date.now() > deadline) throw new Error(`the batch never reached stop 3: ${JSON.stringify(before)}`);
  } while (before.current < 2);
  await system.killAll();
  expect(before.completed).toBe(false);

  await system.start();
  const events = await readEventStream(
    `${system.base}/api/tour-maker/routes/${tour.id}/generate-narrations/events`,
    token,
    240_000,
  );
  const pushed = events.map((event) => batchProgressSchema.parse(event.data));
  const last = pushed.at(-1)!;
  expect(last).toMatchObject({ status: 'completed', completed: true, current: 10, total: 10, jobId: before.jobId });
  // The resumed batch carried on where the killed one stopped: nothing done was counted again.
  expect(pushed[0]!.current).toBeGreaterThanOrEqual(before.current);

  const done = routeWithNarrationsSchema.parse(
    await callApiOk(system.base, 'GET', `/api/tour-maker/routes/${tour.id}`, token),
  );
  expect(done.narrations.map((n) => n.waypointIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  for (const narration of done.narrations) {
    const response = await fetch(`${system.base}${narration.audioUrl}`);
    expect(response.status).toBe(200);
    const { channelData, sampleRate } = await decode(new Uint8Array(await response.arrayBuffer()));
    const seconds = channelData[0]!.length / sampleRate;
    expect(seconds).toBeGreaterThan(40);
    expect(seconds).toBeLessThan(90);
  }

  // Straight from the database: one narration per stop and no other, each with its audio file stored.
  const sqlite = new SQLite(path.join(system.dataDir, 'roamcast.db'), { readonly: true });
  try {
    const rows = sqlite
      .prepare('select id, waypoint_index, audio_duration_seconds from narrations where user_id = ?')
      .all(user.id) as { id: string; waypoint_index: number; audio_duration_seconds: number | null }[];
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.waypoint_index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of rows) {
      expect(row.audio_duration_seconds).toBeGreaterThan(40);
      expect(existsSync(path.join(system.dataDir, 'blobs', 'audio', `${row.id}.mp3`))).toBe(true);
    }
    const job = sqlite.prepare('select status, attempts, error from jobs where id = ?').get(before.jobId) as {
      status: string;
      attempts: number;
      error: string | null;
    };
    expect(job.status).toBe('completed');
    expect(job.attempts).toBe(2);
  } finally {
    sqlite.close();
  }
}

describe('a narration batch survives SIGKILL', { timeout: 420_000 }, () => {
  it('resumes in the restarted server (database job driver) and completes with each stop made once', async () => {
    await killAndResume(await deployment({}, false));
  });

  it.skipIf(!redisUrl)('resumes with BullMQ on Redis, the work done by a separate worker process', async () => {
    const prefix = `roamcast-test-${randomBytes(4).toString('hex')}`;
    cleanups.push(async () => {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });
    await killAndResume(await deployment({ REDIS_URL: redisUrl!, JOB_QUEUE_PREFIX: prefix }, true));
  });
});
