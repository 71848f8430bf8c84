/// <reference types="vitest/config" />
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

const apiServer = 'http://localhost:3000';

/**
 * The production build renders with Preact's React-compatible core (about 10 KiB gzipped instead of
 * React DOM's 60): shared links, slideshows and postcards must load in at most 120 KiB of JavaScript.
 * Components are written against React's API; the dev server (with fast refresh) and the unit tests
 * run React, and the browser suite runs this production build, so both renderers are exercised.
 */
const preactForReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  // Brotli and gzip copies beside each asset, served as they are by the API server (no work per request).
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: { alias: command === 'build' ? preactForReact : [] },
  server: {
    proxy: { '/api': apiServer, '/media': apiServer },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
}));
