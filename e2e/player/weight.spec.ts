import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { collectFirstLoadJavaScript } from '../support/first-load-javascript';
import { useServerAndBrowser } from '../support/suite';
import { createTourThroughApi, LISBON_STOPS } from './seed-tour';

const BUDGET_KIB = 150;

const suite = useServerAndBrowser();

/** Waits up to 30 s for the tour's cover; false if none came (then the theme's artwork shows). */
async function waitForCover(baseUrl: string, token: string, id: string): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/tour-maker/routes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: { aiImageUrl: string | null; customImageUrl: string | null } };
    if (data.aiImageUrl || data.customImageUrl) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The player at `path` on a phone, signed in, until `ready` shows; the page stays open for more checks. */
async function firstLoadScripts(browser: Browser, baseUrl: string, token: string, path: string, ready: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  const page = await context.newPage();
  try {
    const load = await collectFirstLoadJavaScript(page, path, (shown) => shown.getByText(ready).waitFor());
    return { kib: load.totalKiB, scripts: load.scripts, page, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

// A size budget, not a timing: the same build always weighs the same.
test(`the player's JavaScript at first load stays within ${BUDGET_KIB} KiB gzipped; the map and gallery wait until opened`, async (t) => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const id = await createTourThroughApi(baseUrl, token, { name: 'Belém light', waypoints: LISBON_STOPS });
  // Measured as a tour is usually seen: with its cover drawn (a job of its own), so the photo is on screen too.
  const covered = await waitForCover(baseUrl, token, id);
  const load = await firstLoadScripts(suite.browser, baseUrl, token, `/play/${id}`, 'Stop 1 of 2');
  try {
    t.diagnostic(`player first load: ${load.kib} KiB gzipped`);
    assert.ok(load.kib <= BUDGET_KIB, `first load is ${load.kib} KiB: ${JSON.stringify(load.scripts)}`);
    if (covered) assert.ok(await load.page.locator('img[src*="/"]').first().isVisible(), 'the cover shows');
    const early = load.scripts.map((script) => script.url);
    assert.ok(!early.some((url) => /leaflet|player-map|stop-gallery/.test(url)), `loaded too early: ${early}`);

    // Opening the map fetches Leaflet then, and draws the stops and the route without any tiles (no network here).
    const mapScripts: string[] = [];
    load.page.on('request', (request) => {
      if (request.resourceType() === 'script') mapScripts.push(new URL(request.url()).pathname);
    });
    await load.page.getByRole('button', { name: 'Map' }).click();
    await load.page.locator('.leaflet-overlay-pane path').first().waitFor();
    assert.equal(await load.page.locator('.roamcast-stop-marker').count(), 2);
    assert.ok(
      mapScripts.some((url) => /player-map/.test(url)),
      `the map came with the page: ${mapScripts}`,
    );
  } finally {
    await load.close();
  }
});
