import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { waitUntilPlaying } from '../player/player-audio';

const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
before(async () => {
  // As `npm start` runs: the famous tours' English stories are made after the warm-up.
  server = await startServer({ FAMOUS_STORY_LANGUAGES: 'en' });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

interface Story {
  id: string;
  audioUrl: string | null;
  language: string;
}
const api = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${server.baseUrl}${path}`)).json()) as { data: T }).data;
const famousId = async (shareCode: string) =>
  (await api<Array<{ id: string; shareCode: string }>>('/api/tour-maker/famous')).find(
    (tour) => tour.shareCode === shareCode,
  )!.id;
/** The stories the player gets (this read never starts any, unlike the shared page's). */
const playerStories = async (id: string) =>
  (await api<{ narrations: Story[]; pointsOfInterest: unknown[] }>(`/api/tour-maker/routes/${id}`)) ?? null;

/** The story the page's player holds, as the page names it (a stored story's address redirects to its file). */
const audioSrc = (page: Page) =>
  page.evaluate(() => new URL(document.querySelector('audio')?.getAttribute('src') ?? '', location.href).href);

/** Opens the link and plays stop 1, tapping Play once only if the browser refused to start it. */
async function openAndPlayStopOne(page: Page, shareCode: string): Promise<{ seconds: number; taps: number }> {
  const openedAt = Date.now();
  await page.goto(`/tour/${shareCode}`);
  let taps = 0;
  const playing = waitUntilPlaying(page, '', 0.3, 15_000).then(() => 'playing' as const);
  const blocked = page
    .getByRole('alert')
    .getByRole('button', { name: 'Play' })
    .waitFor({ timeout: 15_000 })
    .then(
      () => 'blocked' as const,
      () => 'playing' as const,
    );
  if ((await Promise.race([playing, blocked])) === 'blocked') {
    taps++;
    await page.getByRole('alert').getByRole('button', { name: 'Play' }).click();
  }
  await playing;
  return { seconds: (Date.now() - openedAt) / 1000, taps };
}

test('a famous tour’s link plays stop 1 within 15 s (one tap at most) and stop 2 after Next, with stories shared by all', async () => {
  const shareCode = 'amalfi-coast';
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
  try {
    const page = await context.newPage();
    const { seconds, taps } = await openAndPlayStopOne(page, shareCode);
    console.log(`stop 1 of ${shareCode} played ${seconds.toFixed(1)} s after opening, ${taps} tap(s)`);
    assert.ok(seconds <= 15, `stop 1 played after ${seconds} s`);
    assert.ok(taps <= 1);
    assert.equal(await page.getByText('This stop has no narration yet.').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Hear this stop' }).count(), 0);
    const first = await audioSrc(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Stop 2 of 11').waitFor();
    await page.waitForFunction(
      (src) => {
        const now = document.querySelector('audio')?.getAttribute('src');
        return Boolean(now) && new URL(now!, location.href).href !== src;
      },
      first,
      { timeout: 90_000 },
    );
    await waitUntilPlaying(page, '', 0.3, 90_000);
    const second = await audioSrc(page);
    assert.notEqual(second, first);

    // Stored for the tour, once, in English, and played to the next listener as they are.
    const id = await famousId(shareCode);
    const stories = (await playerStories(id)).narrations;
    assert.ok(stories.every((story) => story.language === 'en'));
    const urls = stories.map((story) => new URL(story.audioUrl ?? '', server.baseUrl).href);
    assert.ok(urls.includes(first) && urls.includes(second), 'the page plays the tour’s stored stories');
    const other = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    try {
      const next = await other.newPage();
      const again = await openAndPlayStopOne(next, shareCode);
      assert.ok(again.seconds <= 15);
      assert.equal(await audioSrc(next), first);
    } finally {
      await other.close();
    }
  } finally {
    await context.close();
  }
});

test('the famous tours’ stories are made after start-up with nobody asking, and the link then plays at once', async () => {
  // The first in the grid is made first; nobody opened it (the player's read starts nothing).
  const shareCode = 'pacific-coast-highway';
  const id = await famousId(shareCode);
  const deadline = Date.now() + 480_000;
  for (;;) {
    const tour = await playerStories(id);
    const ready = tour.narrations.filter((story) => story.audioUrl && story.language === 'en').length;
    if (ready === tour.pointsOfInterest.length) break;
    assert.ok(Date.now() < deadline, `only ${ready} of ${tour.pointsOfInterest.length} stories made in time`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
  try {
    const page = await context.newPage();
    const { seconds } = await openAndPlayStopOne(page, shareCode);
    console.log(`stop 1 of ${shareCode}, made ahead, played ${seconds.toFixed(1)} s after opening`);
    assert.ok(seconds <= 15);
    assert.equal(
      await page
        .getByRole('status')
        .filter({ hasText: /Writing and recording/ })
        .count(),
      0,
    );
  } finally {
    await context.close();
  }
});
