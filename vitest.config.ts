import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Many server files wait on timers, child processes and sockets: two workers keep both cores busy
    // (the default, one fewer than the cores, left one idle). The whole suite passes at this count.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: './packages/shared', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database; files run in parallel, tests within a file in order.
          pool: 'forks',
          // On SQLite a worker loads the app's modules (and the packs they read) once for all its files, not
          // once per file: that import was most of a one-file run. No file mocks modules; each builds its own
          // app. The PostgreSQL pass keeps each file apart, as the whole suite ran before (it also runs one
          // file at a time: see scripts/test.sh).
          isolate: Boolean(process.env.TEST_DATABASE_URL),
          // Server processes the tests start inherit these: unset, they would probe Wikipedia, Commons and Nominatim.
          env: { KNOWLEDGE: 'offline', PHOTOS: 'offline', GEOCODER: 'offline' },
        },
      },
      { extends: './apps/web/vite.config.ts', test: { name: 'web', root: './apps/web', environment: 'jsdom' } },
    ],
  },
});
