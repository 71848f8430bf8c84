import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useServerAndBrowser } from '../support/suite';

const suite = useServerAndBrowser();

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the app meets the install criteria: a linked manifest, its icons served, an active service worker', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    for (const path of ['/', '/tour-maker/manage', '/play/not-a-tour']) {
      await page.goto(path);
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest', path);
    }

    const manifestResponse = await page.request.get('/manifest.webmanifest');
    assert.equal(manifestResponse.status(), 200);
    assert.match(manifestResponse.headers()['content-type'] ?? '', /^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as Manifest;
    assert.equal(manifest.name, 'Roamcast');
    assert.ok(manifest.short_name && manifest.short_name.length <= 12, manifest.short_name);
    assert.ok(manifest.description.length > 20);
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
    for (const size of ['192x192', '512x512']) {
      assert.ok(
        manifest.icons.some((icon) => icon.sizes === size && (icon.purpose ?? 'any').includes('any')),
        size,
      );
    }
    assert.ok(manifest.icons.some((icon) => icon.purpose?.includes('maskable')));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      assert.equal(response.status(), 200, icon.src);
      assert.equal(response.headers()['content-type'], 'image/png', icon.src);
      // The PNG's own header says its size: the manifest must not promise a size the file lacks.
      const png = await response.body();
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      assert.equal(`${width}x${height}`, icon.sizes, icon.src);
    }

    // The worker script: JavaScript, never cached for long, so a new version is found at once.
    const worker = await page.request.get('/sw.js');
    assert.equal(worker.status(), 200);
    assert.match(worker.headers()['content-type'] ?? '', /javascript/);
    const cacheControl = worker.headers()['cache-control'] ?? '';
    assert.doesNotMatch(cacheControl, /immutable/);
    assert.doesNotMatch(cacheControl, /max-age=[1-9]/);

    // Registered once the page is interactive, and it becomes the page's active worker.
    await page.goto('/');
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, state: registration.active?.state, script: registration.active?.scriptURL };
    });
    assert.equal(state.scope, `${suite.server.baseUrl}/`);
    assert.equal(state.script, `${suite.server.baseUrl}/sw.js`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

    // Every route of the app shell now opens with the network cut.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto('/');
    // The Explorer opens from the device and says it is offline rather than offering live stories.
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await page.goto('/tour-maker/manage');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(false);
  } finally {
    await context.close();
  }
});
