/// <reference types="vitest/config" />
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * Installable, and every route opens offline after the first visit (issue 22): the manifest, and a
 * service worker (Workbox, src/offline/worker/sw.ts) that precaches this build's shell and answers the
 * addresses a traveller saved for offline. The page registers it itself once interactive
 * (src/offline/register-worker.ts), so no registration code weighs on the first load.
 */
const installable = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/offline/worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Roamcast',
    short_name: 'Roamcast',
    description: 'Roamcast tells you the story of the place you are standing in, read aloud in your language.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#09090b',
    background_color: '#09090b',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    rollupFormat: 'iife',
  },
});

export default defineConfig(({ command }) => ({
  // Brotli and gzip copies beside each asset, served as they are by the API server (no work per request).
  plugins: [react(), tailwindcss(), installable, compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: { alias: command === 'build' ? preactForReact : [] },
  server: {
    proxy: { '/api': apiServer, '/media': apiServer },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
}));
