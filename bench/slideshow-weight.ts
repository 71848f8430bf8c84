// The slideshow page's weight at first load and a Lighthouse mobile run of it, against the real built
// app: a two-stop tour with real (offline) narrations, its slideshow link opened with no account.
// Run: npm run build -w @roamcast/web && npx tsx bench/slideshow-weight.ts
import { chromium } from 'playwright-core';
import { collectFirstLoadJavaScript } from '../e2e/support/first-load-javascript';
import { startupReport } from './lib/startup-profile';
import { CHROMIUM, CHROMIUM_FLAGS, lighthouseMobile, startAppServer } from './lib/lighthouse';

const STOPS = [
  { lat: 38.6916, lng: -9.216, name: 'Torre de Belém' },
  { lat: 38.6979, lng: -9.2068, name: 'Mosteiro dos Jerónimos' },
];

async function call<T>(baseUrl: string, path: string, token: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** An owner's tour whose two stories are written and spoken to the end, and its slideshow link. */
async function slideshowOfNarratedTour(baseUrl: string): Promise<string> {
  const signUp = await fetch(`${baseUrl}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }),
  });
  const { token } = ((await signUp.json()) as { data: { token: string } }).data;
  const tour = await call<{ id: string }>(baseUrl, '/api/tour-maker/routes', token, {
    name: 'Belém by the river',
    theme: 'historical_facts',
    waypoints: STOPS,
  });
  for (const [waypointIndex, location] of STOPS.entries()) {
    await call(baseUrl, '/api/narrations', token, {
      theme: 'historical_facts',
      location,
      routeId: tour.id,
      waypointIndex,
    });
  }
  for (;;) {
    const { narrations } = await call<{ narrations: { audioUrl: string | null }[] }>(
      baseUrl,
      `/api/tour-maker/routes/${tour.id}`,
      token,
    );
    if (narrations.length === STOPS.length && narrations.every((narration) => narration.audioUrl)) {
      for (const { audioUrl } of narrations) await (await fetch(`${baseUrl}${audioUrl}`)).arrayBuffer();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { shareUrl } = await call<{ shareUrl: string }>(baseUrl, `/api/tours/${tour.id}/create-slideshow`, token, {});
  return `${baseUrl}${shareUrl}`;
}

async function firstLoadJavaScript(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    return await collectFirstLoadJavaScript(page, url, (shown) => shown.getByText('Start Tour').waitFor());
  } finally {
    await browser.close();
  }
}

const server = await startAppServer();
try {
  const url = await slideshowOfNarratedTour(server.baseUrl);
  const javascript = await firstLoadJavaScript(url);
  // BENCH_PROFILE: what the page's main thread runs at start-up (see bench/startup-profile.ts).
  if (process.env.BENCH_PROFILE) console.error(JSON.stringify(await startupReport(url), null, 1));
  const lighthouse = await lighthouseMobile(url);
  console.log(
    JSON.stringify(
      {
        benchmark: 'Slideshow /slideshow/{token}: JavaScript at first load (gzip) and Lighthouse mobile (median of 3)',
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
