import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // Server processes the tests start inherit these: unset, they would probe Wikipedia, Commons and Nominatim.
          env: { KNOWLEDGE: 'offline', PHOTOS: 'offline', GEOCODER: 'offline' },
        },
      },
      { extends: './apps/web/vite.config.ts', test: { name: 'web', root: './apps/web', environment: 'jsdom' } },
    ],
  },
});
