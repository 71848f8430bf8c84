// The Explorer's weight at first load, and a Lighthouse mobile run of `/`, against the real built app.
// Run: npm run build -w @roamcast/web && npx tsx bench/explorer-weight.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { measureFirstLoadJavaScript } from '../e2e/support/first-load-javascript';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const LIGHTHOUSE_RUNS = 3;

async function startAppServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' });
  config.webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const server = await buildApp(config, { logger: false });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function firstLoadJavaScript(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    return await measureFirstLoadJavaScript(browser, baseUrl);
  } finally {
    await browser.close();
  }
}

async function lighthouseMobile(url: string) {
  const runs: { performance: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number }[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (!result) throw new Error('lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: +(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
      });
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

const server = await startAppServer();
try {
  const javascript = await firstLoadJavaScript(server.baseUrl);
  const lighthouseRuns = await lighthouseMobile(`${server.baseUrl}/`);
  const byScore = [...lighthouseRuns].sort((a, b) => a.performance - b.performance);
  console.log(
    JSON.stringify(
      {
        benchmark: "Explorer '/': JavaScript at first load (gzip) and Lighthouse mobile (median of 3)",
        javascriptKiB: javascript.totalKiB,
        scripts: javascript.scripts,
        lighthouseMedian: byScore[Math.floor(byScore.length / 2)],
        lighthouseRuns,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
