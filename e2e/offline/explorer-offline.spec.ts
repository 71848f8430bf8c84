import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/suite';

const suite = useServerAndBrowser();

/** Whether the story heard is kept on the device: its audio, then its record. */
function isKept(id: string): Promise<boolean> {
  return (async () => {
    // Never open the database before the app made it (an empty one would skip its upgrade).
    if (!(await indexedDB.databases()).some((database) => database.name === 'roamcast-recent-stories')) return false;
    const audio = await (await caches.open('roamcast-recent-stories-v1')).match(`/api/narrations/${id}/audio`);
    if (!audio) return false;
    return new Promise<boolean>((resolve) => {
      const request = indexedDB.open('roamcast-recent-stories');
      request.onerror = () => resolve(false);
      request.onsuccess = () => {
        const database = request.result;
        const get = database.transaction('stories').objectStore('stories').get(id);
        get.onsuccess = () => {
          resolve(Boolean(get.result));
          database.close();
        };
        get.onerror = () => resolve(false);
      };
    });
  })();
}

/** Waits (polling from here: page.evaluate awaits the page's promise) until the story is kept. */
async function waitUntilKept(page: Page, narrationId: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate(isKept, narrationId))) {
    if (Date.now() > deadline) throw new Error(`story ${narrationId} was never kept for offline`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const liveStoryId = async (page: Page) =>
  /\/api\/narrations\/([0-9a-f-]{36})\/audio$/.exec(
    (await page.getByLabel('Narration audio').getAttribute('src')) ?? '',
  )?.[1];

test('the Explorer offline replays a story heard with its audio, and goes back to live stories when the network returns', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 38.7139, longitude: -9.1394, accuracy: 10 }, // Rossio, Lisbon
  });
  const page = await context.newPage();
  // Installing the worker precaches the whole build: on a shared, busy machine it takes a while.
  page.setDefaultTimeout(120_000);
  try {
    // A second visit: the app was installed on the first, and its worker now serves the page.
    await page.goto('/');
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('narration-text').waitFor({ timeout: 90_000 });
    const heard = await liveStoryId(page);
    assert.ok(heard);
    const title = await page.locator('#narration-title').innerText();
    const firstWords = (await page.getByTestId('narration-text').innerText()).split(/\s+/).slice(0, 6).join(' ');
    await waitUntilKept(page, heard);

    // The network is cut: no failure, but what plays without one.
    await context.setOffline(true);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor({ timeout: 30_000 });
    await page.getByText('No tour is saved on this device yet.').waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    await page.getByRole('heading', { name: 'Stories you heard' }).waitFor();
    await page.getByRole('button', { name: title }).click();
    const replay = page.getByRole('article', { name: title });
    await replay.getByText(firstWords, { exact: false }).waitFor();
    const played = await page.waitForFunction(
      () => {
        const audio = document.querySelector<HTMLAudioElement>('audio[src^="blob:"]');
        return audio && !audio.paused && audio.currentTime > 0.3 && !audio.error && audio.duration > 1;
      },
      undefined,
      { timeout: 30_000 },
    );
    assert.ok(await played.jsonValue());
    // The live story made way for the replay.
    assert.equal(await page.getByLabel('Narration audio').evaluate((audio: HTMLAudioElement) => audio.paused), true);

    // Back online, a new live story plays by itself and the offline list is gone.
    await context.setOffline(false);
    await page.waitForFunction(
      (old) => {
        const audio = document.querySelector<HTMLAudioElement>('audio[aria-label="Narration audio"]');
        return Boolean(audio && !audio.src.includes(old) && !audio.paused && audio.currentTime > 0.2);
      },
      heard,
      { timeout: 120_000, polling: 250 },
    );
    assert.notEqual(await liveStoryId(page), heard);
    assert.equal(await page.getByRole('heading', { name: "You're offline" }).count(), 0);
  } finally {
    await context.close();
  }
});
