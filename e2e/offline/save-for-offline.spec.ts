import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { createTourThroughApi, LISBON_STOPS, readTourThroughApi } from '../player/seed-tour';
import { startPlaying, waitUntilPlaying } from '../player/player-audio';

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

/** The stop map with the network cut: a marker per stop and the route between them, with no tiles. */
async function drawsStopsAndRoute(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Tour tools' }).getByRole('button', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: 'Tour map' });
  await map.getByRole('group', { name: "Map of the tour's stops" }).waitFor({ timeout: 30_000 });
  for (const [index, stop] of STOPS.entries())
    await map.getByRole('button', { name: `Stop ${index + 1}: ${stop.name}` }).waitFor();
  const drawn = await page.evaluate(() => ({
    route: Array.from(document.querySelectorAll('path.leaflet-interactive, .leaflet-overlay-pane path')).filter(
      (path) => (path.getAttribute('d') ?? '').length > 10,
    ).length,
    tilesLoaded: Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')).filter(
      (tile) => tile.complete && tile.naturalWidth > 0,
    ).length,
  }));
  assert.equal(drawn.route, 1, JSON.stringify(drawn));
  assert.equal(drawn.tilesLoaded, 0, 'no map tile reaches a browser with the network cut');
  await map.getByRole('button', { name: 'Close map' }).click();
}

test('a 3-stop tour saved for offline in the player plays whole with the network cut', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const routeId = await createTourThroughApi(suite.server.baseUrl, token, { name: 'Belém offline', waypoints: STOPS });
  const cover = await waitForCover(routeId, token);
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 38.7139, longitude: -9.1394, accuracy: 10 }, // Rossio, far from every stop
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

    await drawsStopsAndRoute(page);

    // Pocket mode, still offline: Live GPS Mode on while stop 1 plays; reaching stop 3 waits for that
    // story to end rather than cutting it, then plays stop 3.
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByText('Stop 1 of 3').waitFor();
    await startPlaying(page, story(0).id);
    await page.getByRole('button', { name: 'Live GPS Mode', pressed: false }).click();
    await page.getByText('Following your position: each stop plays as you reach it.').waitFor();
    await context.setGeolocation({ latitude: STOPS[2]!.lat + 0.0002, longitude: STOPS[2]!.lng, accuracy: 15 });
    await page.getByText(`You reached ${STOPS[2]!.name}: it plays when this story ends.`).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByText('Stop 1 of 3').count(), 1);
    await waitUntilPlaying(page, story(0).id, 0.2, 30_000);
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.currentTime = Math.max(0, audio.duration - 0.5);
    });
    await page.getByText('Stop 3 of 3').waitFor({ timeout: 30_000 });
    await waitUntilPlaying(page, story(2).id, 0.2, 30_000);

    // The Explorer with no network says so and offers the saved tour, which opens from there.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Belém offline' }).click();
    await page.getByRole('heading', { level: 1, name: 'Belém offline' }).waitFor({ timeout: 30_000 });
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('button', { name: 'Start' }).count(), 0);

    // Back online, the Explorer tells a new story where the traveller stands.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Start' }).click();
    const live = page.getByLabel('Narration audio');
    await live.waitFor({ state: 'attached', timeout: 90_000 });
    const fresh = (await live.getAttribute('src')) ?? '';
    assert.match(fresh, /^\/api\/narrations\/[0-9a-f-]{36}\/audio$/);
    assert.ok(!narrations.some((narration) => fresh.includes(narration.id)), fresh);
    await waitUntilPlaying(page, fresh, 0.2, 60_000);
    await context.setOffline(true);

    // My Tours with no network lists the saved tour first, and it opens from there.
    await page.goto('/tour-maker/manage');
    await page.getByRole('region', { name: "You're offline · Saved offline" }).waitFor({ timeout: 30_000 });
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
