// The postcard page's weight at first load and a Lighthouse mobile run of it, against the real built
// app: a Standard traveller's postcard of a four-stop tour with a voice message, opened with no account.
// Run: npm run build -w @roamcast/web && npx tsx bench/postcard-weight.ts (BENCH_WEB_DIST: a build made elsewhere;
// POSTCARD_STYLE: a style other than the default, modern)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { collectFirstLoadJavaScript } from '../e2e/support/first-load-javascript';
import { startupReport } from './lib/startup-profile';
import { CHROMIUM, CHROMIUM_FLAGS, lighthouseMobile } from './lib/lighthouse';

const STYLE = process.env.POSTCARD_STYLE ?? 'modern';

async function call<T>(baseUrl: string, route: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function firstLoadJavaScript(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    return await collectFirstLoadJavaScript(page, url, (shown) =>
      shown.getByRole('button', { name: 'Download Postcard' }).waitFor(),
    );
  } finally {
    await browser.close();
  }
}

// Our own server rather than startAppServer: the plan is set straight in its database, as billing would.
const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-bench-postcard-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' });
config.webDist = process.env.BENCH_WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const server = await buildApp(config, { logger: false });
try {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const email = `bench-${Date.now()}@example.com`;
  const { token } = await call<{ token: string }>(baseUrl, '/api/auth/local/signup', {
    email,
    password: 'correct horse battery',
  });
  await server.db.updateTable('users').set({ tier: 'standard' }).where('email', '=', email).execute();
  const tour = await call<{ id: string }>(
    baseUrl,
    '/api/tour-maker/routes',
    {
      name: 'Lisbon light',
      pointsOfInterest: [
        { name: 'Belém Tower', latitude: 38.6916, longitude: -9.216 },
        { name: 'Jerónimos Monastery', latitude: 38.6979, longitude: -9.2068 },
        { name: 'Praça do Comércio', latitude: 38.7075, longitude: -9.1364 },
        { name: 'Alfama', latitude: 38.7139, longitude: -9.1303 },
      ],
    },
    token,
  );
  const postcard = await call<{ shareCode: string; imageUrl: string }>(
    baseUrl,
    `/api/postcards/generate/${tour.id}`,
    { stylePreset: STYLE, voiceMessage: 'Wish you were here, the tiles are glowing!' },
    token,
  );
  const url = `${baseUrl}/postcards/${postcard.shareCode}`;
  const picture = await fetch(`${baseUrl}${postcard.imageUrl}`);
  const pictureKiB = +((await picture.arrayBuffer()).byteLength / 1024).toFixed(0);
  const javascript = await firstLoadJavaScript(url);
  // BENCH_PROFILE: what the page's main thread runs at start-up (see bench/startup-profile.ts).
  if (process.env.BENCH_PROFILE) console.error(JSON.stringify(await startupReport(url), null, 1));
  const lighthouse = await lighthouseMobile(url);
  console.log(
    JSON.stringify(
      {
        benchmark: `Postcard /postcards/{code} (${STYLE}): JavaScript at first load (gzip) and Lighthouse mobile (median of 3)`,
        pictureKiB,
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
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
// The server's drawing and speech worker threads outlive close(); the measurement is printed, so end here.
process.exit(0);
