import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The real server serving the built web app (run `npm run build -w @roamcast/web` first), on a fresh SQLite database. */
export async function startAppServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' });
  // BENCH_WEB_DIST measures a build made elsewhere (vite build --outDir), like E2E_WEB_DIST for the browser tests.
  config.webDist = process.env.BENCH_WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
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

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse's mobile performance audit of `url`, `runs` times, each in a fresh Chromium. */
export async function lighthouseMobile(
  url: string,
  runs = 3,
): Promise<{ median: LighthouseRun; runs: LighthouseRun[] }> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (!result) throw new Error('lighthouse returned nothing');
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
      });
    } finally {
      await chrome.kill();
    }
  }
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  return { median: byScore[Math.floor(byScore.length / 2)]!, runs: results };
}
