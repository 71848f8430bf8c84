// The Explorer's weight at first load, and a Lighthouse mobile run of `/`, against the real built app.
// Run: npm run build -w @roamcast/web && npx tsx bench/explorer-weight.ts
import { chromium } from 'playwright-core';
import { measureFirstLoadJavaScript } from '../e2e/support/first-load-javascript';
import { CHROMIUM, CHROMIUM_FLAGS, lighthouseMobile, startAppServer } from './lib/lighthouse';

async function firstLoadJavaScript(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    return await measureFirstLoadJavaScript(browser, baseUrl);
  } finally {
    await browser.close();
  }
}

const server = await startAppServer();
try {
  const javascript = await firstLoadJavaScript(server.baseUrl);
  const lighthouse = await lighthouseMobile(`${server.baseUrl}/`);
  console.log(
    JSON.stringify(
      {
        benchmark: "Explorer '/': JavaScript at first load (gzip) and Lighthouse mobile (median of 3)",
        javascriptKiB: javascript.totalKiB,
        scripts: javascript.scripts,
        lighthouseMedian: lighthouse.median,
        lighthouseRuns: lighthouse.runs,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
