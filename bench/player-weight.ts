// The tour player's weight at first load and a Lighthouse mobile run of a player page, against the
// real built app: a two-stop shared tour with real narrations, opened at /play?data= (no account).
// Run: npm run build -w @roamcast/web && npx tsx bench/player-weight.ts
import { chromium } from 'playwright-core';
import { encodeSharedTour } from '@roamcast/shared/logic/tour-codec';
import { collectFirstLoadJavaScript } from '../e2e/support/first-load-javascript';
import { CHROMIUM, CHROMIUM_FLAGS, lighthouseMobile, startAppServer } from './lib/lighthouse';

const STOPS = [
  { lat: 38.6916, lng: -9.216, name: 'Torre de Belém' },
  { lat: 38.6979, lng: -9.2068, name: 'Mosteiro dos Jerónimos' },
];

async function narrate(baseUrl: string, stop: (typeof STOPS)[number]) {
  const response = await fetch(`${baseUrl}/api/narration/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ theme: 'historical_facts', location: stop, language: 'en', duration: 1 }),
  });
  const { data } = (await response.json()) as { data: { narrationText: string; audioUrl: string } };
  // Heard to the end once, so the page meets a stored file rather than a stream still being spoken.
  await (await fetch(`${baseUrl}${data.audioUrl}`)).arrayBuffer();
  return { ...stop, narrationText: data.narrationText, audioUrl: data.audioUrl };
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
  const waypoints = [];
  for (const stop of STOPS) waypoints.push(await narrate(server.baseUrl, stop));
  const url = `${server.baseUrl}/play?data=${encodeSharedTour({ name: 'Belém by the river', theme: 'historical_facts', waypoints })}`;
  const javascript = await firstLoadJavaScript(url);
  const lighthouse = await lighthouseMobile(url);
  console.log(
    JSON.stringify(
      {
        benchmark: 'Player /play?data=: JavaScript at first load (gzip) and Lighthouse mobile (median of 3)',
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
