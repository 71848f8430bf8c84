import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { useServerAndBrowser } from '../support/suite';
import { waitUntilPlaying } from '../player/player-audio';

const suite = useServerAndBrowser();

const SIX = [
  'Pacific Coast Highway',
  'Historic Route 66',
  'Blue Ridge Parkway',
  'Great Ocean Road',
  'Ring Road Iceland',
  'Amalfi Coast',
];
const PHONE = { width: 390, height: 844 };

/** The Famous Tours grid of My Tours, as a listener without an account sees it. */
async function famousCardNames(page: Page): Promise<string[]> {
  const grid = page.getByRole('region', { name: 'Famous Tours' });
  await grid.getByRole('button', { name: SIX[5] }).waitFor({ timeout: 30_000 });
  return grid.locator('h3').allTextContents();
}

interface FamousTourListing {
  id: string;
  name: string;
  shareCode: string;
  stops: number;
}

test('My Tours shows the six famous tours to a visitor, each with its share code', async () => {
  const { baseUrl } = suite.server;
  const listed = (await (await fetch(`${baseUrl}/api/tour-maker/famous`)).json()) as { data: FamousTourListing[] };
  assert.deepEqual(
    listed.data.map((tour) => tour.shareCode),
    [
      'pacific-coast-highway',
      'historic-route-66',
      'blue-ridge-parkway',
      'great-ocean-road',
      'ring-road-iceland',
      'amalfi-coast',
    ],
  );
  const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto('/tour-maker/manage');
    assert.deepEqual(
      (await famousCardNames(page)).map((name) => name.trim()),
      SIX,
    );
  } finally {
    await context.close();
  }
});

test('the first play: Generating Famous Tour, one job for two browsers, and stop 1 plays while the rest are made', async () => {
  const { baseUrl } = suite.server;
  const listed = (await (await fetch(`${baseUrl}/api/tour-maker/famous`)).json()) as { data: FamousTourListing[] };
  const tour = listed.data.find((famous) => famous.shareCode === 'great-ocean-road')!;
  const first = await suite.browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  const second = await suite.browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  try {
    // Each browser's request to start the batch is held until both show the generating screen: on a busy
    // machine stop 1 could otherwise be ready before the second browser has even read the tour, and that
    // browser would then (rightly) skip the screen and the request.
    let bothWaiting!: () => void;
    const held = new Promise<void>((resolve) => (bothWaiting = resolve));
    for (const context of [first, second])
      await context.route(`**/api/tour-maker/routes/${tour.id}/generate-narrations`, async (route) => {
        await held;
        await route.continue();
      });
    const pages = [await first.newPage(), await second.newPage()];
    const started = pages.map((page) =>
      page.waitForResponse(
        (response: Response) =>
          response.url().endsWith(`/api/tour-maker/routes/${tour.id}/generate-narrations`) &&
          response.request().method() === 'POST',
        { timeout: 60_000 },
      ),
    );
    // One listener picks it on My Tours and presses Play; the other opens its link at the same moment.
    await pages[0]!.goto('/tour-maker/manage');
    const grid = pages[0]!.getByRole('region', { name: 'Famous Tours' });
    await grid.getByRole('button', { name: 'Great Ocean Road' }).click();
    const openedAt = Date.now();
    await Promise.all([
      pages[0]!.getByRole('button', { name: 'Play' }).click(),
      pages[1]!.goto(`/tour-maker/play/${tour.id}`),
    ]);
    await Promise.all(pages.map((page) => page.getByRole('heading', { name: 'Generating Famous Tour' }).waitFor()));
    bothWaiting();

    const jobs = await Promise.all(
      started.map(async (response) => ((await (await response).json()) as { data: { jobId: string } }).data.jobId),
    );
    assert.ok(jobs[0], 'the batch started');
    assert.equal(jobs[1], jobs[0], 'both browsers follow the same job');

    // Stop 1 plays (its clock moves) while later stops are still being written.
    const page = pages[0]!;
    await page.getByText(`Stop 1 of ${tour.stops}`).waitFor({ timeout: 300_000 });
    await waitUntilPlaying(page, '', 0.3, 60_000);
    const stopOnePlayingMs = Date.now() - openedAt;
    const progress = (await (
      await fetch(`${baseUrl}/api/tour-maker/routes/${tour.id}/generate-narrations/progress`)
    ).json()) as {
      data: { jobId: string; current: number; total: number };
    };
    assert.equal(progress.data.jobId, jobs[0]);
    console.log(
      `stop 1 playing ${stopOnePlayingMs} ms after Play; ${progress.data.current}/${progress.data.total} stops ready then`,
    );
    assert.equal(await page.getByRole('link', { name: 'Edit' }).count(), 0, 'famous tours are never edited');
    await page.getByRole('button', { name: 'Copy to My Tours' }).waitFor();
  } finally {
    await first.close();
    await second.close();
  }
});

test('with browser storage full, My Tours still shows the famous tours (SPEC §8 recovery)', async () => {
  const { baseUrl } = suite.server;
  const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto('/tour-maker/manage');
    await famousCardNames(page);
    // Fill the storage until it refuses more: old tour caches (which recovery may clear) and other data (which it keeps).
    const filled = await page.evaluate(() => {
      localStorage.clear();
      const chunk = 'x'.repeat(256 * 1024);
      let i = 0;
      try {
        for (; i < 1000; i++) localStorage.setItem(i % 2 === 0 ? `old-tour-cache-${i}` : `notes-${i}`, chunk);
      } catch {
        // Full: QuotaExceededError.
      }
      let small = 0;
      try {
        for (; small < 100_000; small++) localStorage.setItem(`notes-small-${small}`, 'y'.repeat(512));
      } catch {
        // Full to the last few bytes.
      }
      return { chunks: i, small };
    });
    assert.ok(filled.chunks > 1 && filled.chunks < 1000, `storage filled: ${JSON.stringify(filled)}`);

    await page.reload();
    assert.deepEqual(
      (await famousCardNames(page)).map((name) => name.trim()),
      SIX,
    );
    const cache = await page.evaluate(() => {
      const text = localStorage.getItem('famous-tours-cache');
      return text ? (JSON.parse(text) as { version: string; tours: unknown[] }) : null;
    });
    assert.equal(cache?.version, 'v2', 'the old cache entries were cleared and the famous tours cached again');
    assert.equal(cache?.tours.length, 6);

    // Full again with nothing recovery may clear: caching stops, the grid still shows.
    await page.evaluate(() => {
      localStorage.clear();
      const chunk = 'z'.repeat(256 * 1024);
      try {
        for (let i = 0; i < 1000; i++) localStorage.setItem(`notes-${i}`, chunk);
      } catch {
        // Full.
      }
      try {
        for (let i = 0; i < 100_000; i++) localStorage.setItem(`notes-small-${i}`, 'y'.repeat(512));
      } catch {
        // Full.
      }
    });
    await page.reload();
    assert.deepEqual(
      (await famousCardNames(page)).map((name) => name.trim()),
      SIX,
    );
  } finally {
    await context.close();
  }
});
