import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnServer } from './spawn-server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * The real server as `npm start` runs it (its own process, SQLite in a fresh data folder, offline engines),
 * serving the built web app (run `npm run build -w @roamcast/web` first): Lighthouse's Chromium is a third process.
 */
export async function startAppServer() {
  // BENCH_WEB_DIST measures a build made elsewhere (vite build --outDir), like E2E_WEB_DIST for the browser tests.
  const webDist = process.env.BENCH_WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
  const server = await spawnServer({ WEB_DIST: webDist }, 3910);
  return { baseUrl: server.baseUrl, stop: () => server.stop() };
}

const SETTLE_MS = 3000;
const MAX_RETRIES = 2;

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of the host for this run: runs on hosts of different speed differ by it. */
  benchmarkIndex: number;
}

/** Lighthouse's mobile performance audit of `url`, `runs` times, each in a fresh Chromium. */
export async function lighthouseMobile(
  url: string,
  runs = 3,
): Promise<{ median: LighthouseRun; runs: LighthouseRun[] }> {
  const results: LighthouseRun[] = [];
  let retries = 0;
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      // A fresh Chromium spends its first seconds on its own start-up; on two cores that work would be
      // counted as the page's (Lighthouse multiplies every observed task by its 4x CPU slowdown).
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (!result) throw new Error('lighthouse returned nothing');
      // A run whose trace Lighthouse could not read (NO_NAVSTART, "Please run Lighthouse again") is run again.
      if (result.lhr.runtimeError && retries < MAX_RETRIES) {
        retries++;
        console.error(`lighthouse run ${run + 1}: ${result.lhr.runtimeError.code}, run again`);
        run--;
        continue;
      }
      const { categories, audits } = result.lhr;
      // LIGHTHOUSE_JSON_DIR keeps each run's whole report (bootup-time, mainthread-work-breakdown, the trace's
      // long tasks) for profiling what the main thread does at start-up.
      const keep = process.env.LIGHTHOUSE_JSON_DIR;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        const name = `${new URL(url).pathname.split('/')[1] || 'explorer'}-${run + 1}.json`;
        writeFileSync(path.join(keep, name), JSON.stringify(result.lhr, null, 1));
      }
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: +(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      });
    } finally {
      await chrome.kill();
    }
  }
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  return { median: byScore[Math.floor(byScore.length / 2)]!, runs: results };
}
