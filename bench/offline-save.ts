// Issue 22 (take it with you): Save for offline of a 10-stop tour in the player, time and bytes, and
// the first paint of the saved tour opened with the network cut. The real built app and server
// (offline engines, SQLite), Debian's Chromium at a phone's size.
//   "narrate + store": pressing Save for offline on a tour with no stories (Generate All runs first);
//   "store only": pressing it again on the same tour, every story made (removed first);
//   "first paint offline": /play/{id} reloaded with the network cut, first contentful paint and the
//   tour's heading shown, median of 5.
// Run: npm run build -w @roamcast/web && npx tsx bench/offline-save.ts
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, startAppServer } from './lib/lighthouse';
import { median, signUp } from './lib/start-server';

// Ten real stops along the Seine in Paris, west to east (as bench/tour-generation.ts).
const SEINE: [string, number, number][] = [
  ['Eiffel Tower', 48.8584, 2.2945],
  ['Pont Alexandre III', 48.8639, 2.3135],
  ['Place de la Concorde', 48.8656, 2.3212],
  ['Musée d’Orsay', 48.86, 2.3266],
  ['Louvre', 48.8606, 2.3376],
  ['Pont Neuf', 48.8573, 2.3414],
  ['Sainte-Chapelle', 48.8554, 2.345],
  ['Notre-Dame', 48.853, 2.3499],
  ['Hôtel de Ville', 48.8566, 2.3522],
  ['Île Saint-Louis', 48.8515, 2.3569],
];

async function createTour(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/tour-maker/routes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Along the Seine',
      waypoints: SEINE.map(([name, lat, lng]) => ({ name, lat, lng })),
    }),
  });
  const { data } = (await response.json()) as { data: { id: string } };
  return data.id;
}

/** Presses Save for offline and waits for Available offline: milliseconds, and the copy's bytes. */
async function save(page: Page): Promise<{ ms: number; storeMs: number; bytes: number }> {
  const started = performance.now();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await page.getByText('Storing the tour on this device…').waitFor({ timeout: 600_000 });
  const storing = performance.now();
  await page.getByText('Available offline').waitFor({ timeout: 600_000 });
  const done = performance.now();
  // Strings evaluated in the page: this workspace is typed for Node, without the DOM.
  const bytes = await page.evaluate<number>(`new Promise((resolve, reject) => {
    const request = indexedDB.open('roamcast-offline');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const all = request.result.transaction('tours').objectStore('tours').getAll();
      all.onsuccess = () => resolve(all.result.reduce((sum, tour) => sum + tour.bytes, 0));
    };
  })`);
  return { ms: Math.round(done - started), storeMs: Math.round(done - storing), bytes };
}

async function firstPaintOffline(page: Page): Promise<{ fcpMs: number; headingMs: number }> {
  const started = performance.now();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Along the Seine' }).waitFor({ timeout: 60_000 });
  const headingMs = Math.round(performance.now() - started);
  const fcpMs = await page.evaluate<number>(
    `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN`,
  );
  return { fcpMs: Math.round(fcpMs), headingMs };
}

const server = await startAppServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const token = await signUp(server.baseUrl);
  const routeId = await createTour(server.baseUrl, token);
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
  await context.addInitScript(`localStorage.setItem('roamcast-user-token', ${JSON.stringify(token)})`);
  const page = await context.newPage();
  await page.goto(`/play/${routeId}`);
  await page.getByRole('heading', { level: 1, name: 'Along the Seine' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(`navigator.serviceWorker.ready.then((ready) => ready.active?.state === 'activated')`);
  await page.reload();
  const load = os.loadavg()[0]!.toFixed(2);

  const first = await save(page);
  await page.getByRole('button', { name: 'Remove offline copy' }).click();
  const storeOnly = [];
  for (let round = 0; round < 3; round += 1) {
    await page.getByRole('button', { name: 'Save for offline' }).waitFor();
    storeOnly.push(await save(page));
    if (round < 2) await page.getByRole('button', { name: 'Remove offline copy' }).click();
  }

  await page.waitForFunction(`navigator.serviceWorker.controller !== null`);
  await context.setOffline(true);
  const paints = [];
  for (let round = 0; round < 5; round += 1) paints.push(await firstPaintOffline(page));
  await context.setOffline(false);

  console.log(
    JSON.stringify(
      {
        benchmark: 'Save for offline, 10-stop tour (1-minute stops), and its first paint offline',
        loadAverageAtStart: load,
        narrateAndStore: first,
        storeOnlyMedianMs: median(storeOnly.map((run) => run.ms)),
        storeOnlyRuns: storeOnly,
        bytes: storeOnly[0]!.bytes,
        firstPaintOfflineMedian: {
          fcpMs: median(paints.map((paint) => paint.fcpMs)),
          headingMs: median(paints.map((paint) => paint.headingMs)),
        },
        firstPaintOfflineRuns: paints,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
