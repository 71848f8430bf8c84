import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RoamcastApp } from '../app';
import { loadConfig } from '../config';
import { OFFLINE_ENGINES } from '../../test/test-app';

const html = '<!doctype html><title>Roamcast</title><div id="root"></div>';
const script = 'console.log("explorer");'.repeat(50);

let dir: string;
let server: RoamcastApp;

/** A web build as Vite writes it: each file with .br and .gz copies beside it. */
function writeBuild(webDist: string) {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  for (const [file, text] of [
    ['index.html', html],
    ['assets/app.js', script],
  ] as const) {
    writeFileSync(path.join(webDist, file), text);
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'roamcast-web-'));
  writeBuild(path.join(dir, 'dist'));
  const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent', ...OFFLINE_ENGINES });
  config.webDist = path.join(dir, 'dist');
  server = await buildApp(config, { logger: false });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves the brotli copy of a script to browsers that accept it', async () => {
    const response = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves the plain file to clients that accept no compression', async () => {
    const response = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('answers any app route with index.html, compressed too', async () => {
    const response = await server.app.inject({ url: '/tour-maker/manage', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });
});
