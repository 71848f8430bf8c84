import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** A workspace folder from this file, so the projects resolve the same from the root and from a workspace's `npm test`. */
const fromHere = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

/**
 * The slow proofs, in the `heavy` project that `npm run test:heavy` runs (and CI after `npm test`), not in
 * `server`: crash rounds (processes SIGKILLed at random moments), every route fuzzed with generated
 * bodies, and the scale-out deployment in processes. Paths are from apps/server.
 */
const HEAVY_TESTS = ['test/crash-rounds.test.ts', 'test/fuzz-routes.test.ts', 'test/scale-out.test.ts'];

const serverTest = {
  root: fromHere('./apps/server'),
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Each file builds its own app on its own database; files run in parallel, tests within a file in order.
  pool: 'forks',
  // On SQLite a worker loads the app's modules (and the packs they read) once for all its files, not once
  // per file: that import was most of a one-file run. No file mocks modules; each builds its own app. The
  // PostgreSQL pass keeps each file in its own module graph, as the whole suite ran before.
  isolate: Boolean(process.env.TEST_DATABASE_URL),
  // Server processes the tests start inherit these: unset, they would probe Wikipedia, Commons and Nominatim.
  env: { KNOWLEDGE: 'offline', PHOTOS: 'offline', GEOCODER: 'offline' },
} as const;

export default defineConfig({
  test: {
    // Many server files wait on timers, child processes and sockets: two workers keep both cores busy
    // (the default, one fewer than the cores, left one idle). The whole suite passes at this count.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: fromHere('./packages/shared'), environment: 'node' } },
      { test: { ...serverTest, name: 'server', exclude: ['**/node_modules/**', ...HEAVY_TESTS] } },
      { test: { ...serverTest, name: 'heavy', include: HEAVY_TESTS } },
      {
        extends: fromHere('./apps/web/vite.config.ts'),
        test: { name: 'web', root: fromHere('./apps/web'), environment: 'jsdom' },
      },
    ],
  },
});
