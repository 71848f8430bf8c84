import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measureFirstLoadJavaScript } from '../support/first-load-javascript';
import { useServerAndBrowser } from '../support/suite';

const BUDGET_KIB = 150;

const suite = useServerAndBrowser();

// A size budget, not a timing: the same build always weighs the same (bench/explorer-weight.ts has the figures).
test(`the Explorer's JavaScript at first load stays within ${BUDGET_KIB} KiB gzipped; the map waits until opened`, async (t) => {
  const { totalKiB, scripts } = await measureFirstLoadJavaScript(suite.browser, suite.server.baseUrl);
  t.diagnostic(`first load: ${totalKiB} KiB gzipped`);
  assert.ok(totalKiB <= BUDGET_KIB, `first load is ${totalKiB} KiB: ${JSON.stringify(scripts)}`);
  assert.ok(!scripts.some((script) => /map-overlay|leaflet/.test(script.url)), 'the map loaded before it was opened');
});
