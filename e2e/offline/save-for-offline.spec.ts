import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { createTourThroughApi, LISBON_STOPS, readTourThroughApi } from '../player/seed-tour';
import { waitUntilPlaying } from '../player/player-audio';

const suite = useServerAndBrowser();

/** Belém's three sights, none narrated yet: Save for offline has to make every story first. */
const STOPS = [...LISBON_STOPS, { lat: 38.6936, lng: -9.2057, name: 'Padrão dos Descobrimentos' }];

interface SavedNarration {
  id: string;
  waypointIndex: number | null;
  narrationText: string;
  audioUrl: string | null;
}

/** The stop's story plays from its start, and a seek lands where it was sent. */
/**
 * Presses Play only while the audio is paused: the player may already be starting the stop by itself,
 * and a blind press would then pause it (on a busy machine the two race).
 */
async function startPlaying(page: Page, narrationId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = await waitUntilPlaying(page, narrationId, 0, 5_000).then(
      () => true,
      () => false,
    );
    if (started) return;
    const paused = await page.evaluate(() => document.querySelector('audio')?.paused ?? true);
    if (paused)
      await page
        .getByRole('button', { name: 'Play' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
  }
}

async function playsAndSeeks(page: Page, narrationId: string): Promise<void> {
  await waitUntilPlaying(page, narrationId, 0.2, 30_000);
  const landed = await page.evaluate(async () => {
    const audio = document.querySelector('audio')!;
    const target = Math.min(2, audio.duration / 2);
    const seeked = new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
    audio.currentTime = target;
    await seeked;
    return { target, now: audio.currentTime, error: audio.error?.code ?? null };
  });
  assert.equal(landed.error, null);
  assert.ok(landed.now >= landed.target - 0.05, JSON.stringify(landed));
  await waitUntilPlaying(page, narrationId, landed.target + 0.1, 30_000);
}

/** A picture of the stop (its photo or the tour's cover) has loaded from the saved copy. */
async function showsAPicture(page: Page, cover: string): Promise<void> {
  try {
    await page.waitForFunction(
      (src) =>
        Array.from(document.querySelectorAll('img')).some(
          (image) => image.src.endsWith(src) && image.complete && image.naturalWidth > 0,
        ),
      cover,
      { timeout: 15_000 },
    );
  } catch (error) {
    const seen = await page.evaluate(async () => ({
      images: Array.from(document.querySelectorAll('img')).map((image) => `${image.src} ${image.naturalWidth}`),
      saved: (await (await caches.open('roamcast-offline-v1')).keys()).map((request) => request.url),
    }));
    throw new Error(`no picture showed: ${JSON.stringify(seen)}`, { cause: error });
  }
}

/** The cover is drawn in the background after the tour is made: the traveller saves a tour that has one. */
async function waitForCover(routeId: string, token: string): Promise<string> {
  for (let tries = 0; tries < 240; tries++) {
    const response = await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${routeId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: { aiImageUrl: string | null; thumbnailUrl: string | null } };
    const cover = data.aiImageUrl ?? data.thumbnailUrl;
    if (cover) return cover;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the tour got no cover');
}

test('a 3-stop tour saved for offline in the player plays whole with the network cut', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const routeId = await createTourThroughApi(suite.server.baseUrl, token, { name: 'Belém offline', waypoints: STOPS });
  const cover = await waitForCover(routeId, token);
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  const page = await context.newPage();
  try {
    await page.goto(`/play/${routeId}`);
    await page.getByRole('heading', { level: 1, name: 'Belém offline' }).waitFor({ timeout: 30_000 });
    // The worker is in charge of the page before anything is saved (it registers once the page is idle).
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByText('Available offline').waitFor({ timeout: 240_000 });
    assert.match((await page.getByRole('status').filter({ hasText: 'Available offline' }).innerText()) ?? '', /[kM]B/);
    assert.equal(await page.getByRole('button', { name: 'Remove offline copy' }).count(), 1);

    const tour = await readTourThroughApi(suite.server.baseUrl, token, routeId);
    const narrations = tour.narrations as unknown as SavedNarration[];
    const story = (index: number) => narrations.find((narration) => narration.waypointIndex === index)!;
    assert.equal(narrations.filter((narration) => narration.audioUrl).length, 3);

    // The network is cut; the tour opens at its address, from the device.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Belém offline' }).waitFor({ timeout: 30_000 });
    await page.getByText('Available offline').waitFor();
    await page.getByRole('button', { name: 'Narration text' }).click();

    for (const index of [0, 1, 2]) {
      await page.getByText(`Stop ${index + 1} of 3`).waitFor();
      const firstWords = story(index).narrationText.split(/\s+/).slice(0, 6).join(' ');
      await page.getByText(firstWords, { exact: false }).first().waitFor({ timeout: 15_000 });
      await startPlaying(page, story(index).id);
      await playsAndSeeks(page, story(index).id).catch(async (error: unknown) => {
        const audio = await page.evaluate(() => {
          const element = document.querySelector('audio');
          return (
            element && {
              src: element.src,
              paused: element.paused,
              time: element.currentTime,
              error: element.error?.code,
            }
          );
        });
        throw new Error(`stop ${index + 1} did not play: ${JSON.stringify(audio)}`, { cause: error });
      });
      await showsAPicture(page, cover);
      if (index < 2) await page.getByRole('button', { name: 'Next stop' }).click();
    }

    // My Tours with no network lists the saved tour first, and it opens from there.
    await page.goto('/tour-maker/manage');
    const savedSection = page.getByRole('region', { name: "You're offline · Saved offline" });
    await savedSection.getByRole('link', { name: 'Belém offline' }).click();
    await page.getByRole('heading', { level: 1, name: 'Belém offline' }).waitFor({ timeout: 30_000 });

    // Back online, My Tours marks the saved tour; Remove offline copy frees it.
    await context.setOffline(false);
    await page.goto('/tour-maker/manage');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Belém offline' }) });
    await card.getByText('Saved offline').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('region', { name: "You're offline · Saved offline" }).count(), 0);
    await page.goto(`/play/${routeId}`);
    await page.getByRole('button', { name: 'Remove offline copy' }).click();
    await page.getByRole('button', { name: 'Save for offline' }).waitFor();
    const left = await page.evaluate(async () => (await (await caches.open('roamcast-offline-v1')).keys()).length);
    assert.equal(left, 0);
  } finally {
    await context.close();
  }
});
