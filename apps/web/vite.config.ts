/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': apiServer, '/media': apiServer },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
