import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions, type RoamcastApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestSchema, dropTestSchema, whileNoSchemaIsDropped } from './test-schema';

/** The keyless services' variables pinned offline; a test that wants one sets it (or '' for unset, probed). */
export const OFFLINE_ENGINES = { KNOWLEDGE: 'offline', PHOTOS: 'offline', GEOCODER: 'offline' };

/** Which database this run tests: SQLite always; PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export interface TestApp extends RoamcastApp {
  dataDir: string;
  /** Waits until every narration still being spoken is stored. */
  drainNarrations(): Promise<void>;
}

/** A whole server on a fresh database: a temp SQLite file, or a fresh PostgreSQL schema dropped afterwards. */
export async function createTestApp(options: BuildOptions & { env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-test-'));
  const schema = testDatabaseUrl ? await createTestSchema(testDatabaseUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    // Errors only (a 500's stack, a failed job): quiet when all is well, and a flaky failure leaves its cause.
    LOG_LEVEL: 'error',
    // Unset, these would probe Wikipedia, Commons and Nominatim: tests never reach the internet.
    ...OFFLINE_ENGINES,
    ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
    ...options.env,
  });
  config.webDist = undefined;
  const built = await whileNoSchemaIsDropped(testDatabaseUrl, () =>
    buildApp(config, {
      checkResponses: true,
      ...options,
      databaseSchema: schema,
      logStream: options.logStream ?? process.stderr,
    }),
  );
  return {
    ...built,
    dataDir,
    drainNarrations: built.drainNarrations,
    async close() {
      await built.close();
      if (schema && testDatabaseUrl) await dropTestSchema(testDatabaseUrl, schema);
      // A cover or audio file still being written as the app closed can land between the listing and the
      // rmdir (ENOTEMPTY on a PostgreSQL pass in CI): Node retries the removal a few times.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/** Signs up a fresh user through the API and returns its token and id. */
export async function signUp(app: TestApp, email = `user-${randomBytes(4).toString('hex')}@example.com`) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/local/signup',
    payload: { email, password: 'correct horse battery' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { data } = response.json() as { data: { token: string; user: { id: string } } };
  return { token: data.token, userId: data.user.id, email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
