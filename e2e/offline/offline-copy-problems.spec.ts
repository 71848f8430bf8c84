import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { createTourThroughApi, LISBON_STOPS } from '../player/seed-tour';

const suite = useServerAndBrowser();

const savedCount = () =>
  caches
    .open('roamcast-offline-v1')
    .then((cache) => cache.keys())
    .then((keys) => keys.length);

test('a full device saves nothing and says how much space is needed; a tour changed since saving offers an update', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const routeId = await createTourThroughApi(suite.server.baseUrl, token, {
    name: 'Belém pair',
    waypoints: LISBON_STOPS,
  });
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  const page = await context.newPage();
  try {
    await page.goto(`/play/${routeId}`);
    await page.getByRole('heading', { level: 1, name: 'Belém pair' }).waitFor({ timeout: 30_000 });
    // The app was installed on an earlier visit, before the device filled up.
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

    // The browser's real quota for this origin, made smaller than one story's audio.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: suite.server.baseUrl, quotaSize: 2048 });
    await page.getByRole('button', { name: 'Save for offline' }).click();
    const full = page.getByRole('alert').filter({ hasText: 'Not enough space on this device' });
    await full.waitFor({ timeout: 240_000 });
    assert.match(await full.innerText(), /needs about [\d.,]+\s?[kM]B\. Nothing was saved\./);
    assert.equal(await page.getByText('Available offline').count(), 0);
    assert.equal(await page.evaluate(savedCount), 0);

    // With room again it saves.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: suite.server.baseUrl });
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByText('Available offline').waitFor({ timeout: 120_000 });
    assert.equal(await page.getByText('Out of date', { exact: false }).count(), 0);

    // Renamed on the server: the saved copy says so and updates.
    const renamed = await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${routeId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Belém by the river' }),
    });
    assert.equal(renamed.status, 200, await renamed.text());
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Belém by the river' }).waitFor({ timeout: 30_000 });
    await page.getByText('Out of date: this tour changed since you saved it').waitFor();
    await page.getByRole('button', { name: 'Update offline copy' }).click();
    await page.getByText('Available offline').waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Remove offline copy' }).waitFor();
    assert.equal(await page.getByText('Out of date', { exact: false }).count(), 0);

    // The updated copy is the one played offline.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Belém by the river' }).waitFor({ timeout: 30_000 });
    await context.setOffline(false);
  } finally {
    await context.close();
  }
});
