import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startRoamcastProcess, until, type RoamcastProcess } from './processes';

/**
 * `npm start` on SQLite as its own process: /readyz answers 503 'starting' until the warm-up is done,
 * and after SIGTERM 503 'draining' while every request is still served for SHUTDOWN_GRACE_MS; then
 * the process exits. (The scale-out test does the same behind a balancer, on PostgreSQL and Redis.)
 */
const GRACE_MS = 2000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-drain-'));
let api: RoamcastProcess | undefined;

afterAll(async () => {
  await api?.crash();
  rmSync(dataDir, { recursive: true, force: true });
});

async function readyz(baseUrl: string) {
  const response = await fetch(`${baseUrl}/readyz`);
  return { status: response.status, state: ((await response.json()) as { data: { status: string } }).data.status };
}

it('is not ready until warmed up, drains on SIGTERM while still serving, then exits', async () => {
  const started = await startRoamcastProcess('api', 'drain', {
    DATA_DIR: dataDir,
    WEB_DIST: '',
    TEST_DATABASE_URL: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    FAMOUS_STORY_LANGUAGES: 'none',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  api = started;
  const baseUrl = started.baseUrl!;
  // The API answers at once; /readyz says 'starting' until the offline engines are warm.
  const seen: string[] = [];
  await until(
    async () => {
      const answer = await readyz(baseUrl);
      seen.push(`${answer.status} ${answer.state}`);
      return answer.status === 200;
    },
    'the warm-up to finish',
    120_000,
  );
  expect(seen[0]).toBe('503 starting');
  expect(new Set(seen.slice(0, -1))).toEqual(new Set(['503 starting']));
  await until(() => started.output().includes('offline voice and story composer warmed up'), 'the log line', 5000);

  const signalledAt = Date.now();
  process.kill(started.pid, 'SIGTERM');
  await until(async () => (await readyz(baseUrl)).state === 'draining', 'draining', GRACE_MS);
  expect(await readyz(baseUrl)).toEqual({ status: 503, state: 'draining' });
  // Still serving: liveness, and the API itself.
  expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  expect(started.exited()).toBe(false);

  await until(() => started.exited(), 'the process to exit', GRACE_MS + 30_000);
  expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(GRACE_MS);
  // Closed in order (process.test.ts checks that SIGTERM exits 0).
  expect(started.output()).toContain('draining: /readyz answers 503');
  expect(started.output()).toContain('shutting down: no new connections');
  expect(started.output()).not.toContain('shutdown failed');
}, 180_000);
