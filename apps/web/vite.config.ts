/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies beside each asset, served as they are by the API server (no work per request).
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    proxy: { '/api': apiServer, '/media': apiServer },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
