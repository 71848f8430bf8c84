import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { measureFirstLoadJavaScript } from '../support/first-load-javascript';
import { startServer, type RunningServer } from '../support/server';

const BUDGET_KIB = 150;

let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// A size budget, not a timing: the same build always weighs the same (bench/explorer-weight.ts has the figures).
test(`the Explorer's JavaScript at first load stays within ${BUDGET_KIB} KiB gzipped; the map waits until opened`, async (t) => {
  const { totalKiB, scripts } = await measureFirstLoadJavaScript(browser, server.baseUrl);
  t.diagnostic(`first load: ${totalKiB} KiB gzipped`);
  assert.ok(totalKiB <= BUDGET_KIB, `first load is ${totalKiB} KiB: ${JSON.stringify(scripts)}`);
  assert.ok(!scripts.some((script) => /map-overlay|leaflet/.test(script.url)), 'the map loaded before it was opened');
});
