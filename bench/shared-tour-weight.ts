// The shared tour page's weight at first load and a Lighthouse mobile run, against the real built app:
// a two-stop tour (stop 1 narrated) shared by its owner, opened at /tour/{shareCode} with no account.
// Run: npm run build -w @roamcast/web && npx tsx bench/shared-tour-weight.ts
import { chromium } from 'playwright-core';
import { collectFirstLoadJavaScript } from '../e2e/support/first-load-javascript';
import { startupReport } from './lib/startup-profile';
import { CHROMIUM, CHROMIUM_FLAGS, lighthouseMobile, startAppServer } from './lib/lighthouse';

const STOPS = [
  { latitude: 38.6916, longitude: -9.216, name: 'Torre de Belém' },
  { latitude: 38.6979, longitude: -9.2068, name: 'Mosteiro dos Jerónimos' },
];

async function call<T>(baseUrl: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function sharedTourUrl(baseUrl: string): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, '/api/auth/local/signup', null, {
    email: `bench-${Date.now()}@example.com`,
    password: 'correct horse battery',
  });
  const route = await call<{ id: string }>(baseUrl, '/api/tour-maker/routes', token, {
    name: 'Belém by the river',
    theme: 'historical_facts',
    pointsOfInterest: STOPS,
  });
  const narration = await call<{ audioUrl: string }>(baseUrl, '/api/narrations', token, {
    theme: 'historical_facts',
    location: { lat: STOPS[0]!.latitude, lng: STOPS[0]!.longitude, name: STOPS[0]!.name },
    routeId: route.id,
    waypointIndex: 0,
  });
  // Heard to the end once, so the page meets a stored file rather than a stream still being spoken.
  await (await fetch(`${baseUrl}${narration.audioUrl}`)).arrayBuffer();
  const { shareUrl } = await call<{ shareUrl: string }>(baseUrl, `/api/tours/${route.id}/share`, token, {});
  return `${baseUrl}${shareUrl}`;
}

async function firstLoadJavaScript(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    return await collectFirstLoadJavaScript(page, url, (shown) => shown.getByText('Stop 1 of 2').waitFor());
  } finally {
    await browser.close();
  }
}

const server = await startAppServer();
try {
  const url = await sharedTourUrl(server.baseUrl);
  const javascript = await firstLoadJavaScript(url);
  // BENCH_PROFILE: what the page's main thread runs at start-up (see bench/startup-profile.ts).
  if (process.env.BENCH_PROFILE) console.error(JSON.stringify(await startupReport(url), null, 1));
  const lighthouse = process.env.SKIP_LIGHTHOUSE ? { median: 0, runs: [] } : await lighthouseMobile(url);
  console.log(
    JSON.stringify(
      {
        benchmark: 'Shared tour /tour/{shareCode}: JavaScript at first load (gzip) and Lighthouse mobile (median of 3)',
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
