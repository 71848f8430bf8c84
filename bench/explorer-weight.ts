// The Explorer's weight at first load, and a Lighthouse mobile run of `/`, against the real built app.
// Run: npm run build -w @roamcast/web && npx tsx bench/explorer-weight.ts
import { chromium } from 'playwright-core';
import { measureFirstLoadJavaScript } from '../e2e/support/first-load-javascript';
import { startupReport } from './lib/startup-profile';
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
  // BENCH_PROFILE: what the page's main thread runs at start-up (see bench/startup-profile.ts).
  if (process.env.BENCH_PROFILE) console.error(JSON.stringify(await startupReport(`${server.baseUrl}/`), null, 1));
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
