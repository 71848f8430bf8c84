import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RoamcastApp } from '../app';
import { loadConfig } from '../config';

let dir: string;
let server: RoamcastApp;

/** The installable parts of a web build: its service worker, manifest and an icon. */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'roamcast-web-offline-'));
  const webDist = path.join(dir, 'dist');
  mkdirSync(path.join(webDist, 'icons'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Roamcast</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Roamcast', start_url: '/' }));
  writeFileSync(path.join(webDist, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'silent',
    KNOWLEDGE: 'offline',
    PHOTOS: 'offline',
    GEOCODER: 'offline',
  });
  config.webDist = webDist;
  server = await buildApp(config, { logger: false });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the installable web app', () => {
  it('serves the service worker as JavaScript that is never cached for long (updates are found at once)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    const cacheControl = String(response.headers['cache-control'] ?? '');
    expect(cacheControl).not.toMatch(/immutable/);
    expect(cacheControl).not.toMatch(/max-age=[1-9]/);
  });

  it('serves the manifest as a web app manifest and its icons as PNG', async () => {
    const manifest = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ name: 'Roamcast' });
    const icon = await server.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("lets pages register this origin's worker, read its manifest and fetch pictures to save them", async () => {
    const page = await server.app.inject({ method: 'GET', url: '/play/some-tour' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
    const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    expect(connect).toContain('https://upload.wikimedia.org');
  });
});
