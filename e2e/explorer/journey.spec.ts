import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signUpThroughApi } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a journey of two stories at two places is saved as a tour and opens in the player', async () => {
  const { token } = await signUpThroughApi(server.baseUrl);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 41.8902, longitude: 12.4922, accuracy: 10 }, // the Colosseum
    permissions: ['geolocation'],
  });
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('narration-text').waitFor({ timeout: 60_000 });
    const recording = page.getByRole('group', { name: 'Journey recording' });
    await recording.getByText('Recording · Stops: 1').waitFor();
    assert.equal(await recording.getByRole('button', { name: 'Save' }).count(), 0); // Save needs 2 stops

    // Walk across Rome to the Trevi Fountain: the next story is about where the traveller is now.
    await context.setGeolocation({ latitude: 41.9009, longitude: 12.4833, accuracy: 10 });
    await page.getByRole('button', { name: 'Next story' }).click();
    await recording.getByText('Recording · Stops: 2').waitFor({ timeout: 60_000 });

    await recording.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Your Journey' });
    await dialog.getByLabel('Journey name').fill('  Roman morning  ');
    await dialog.getByRole('button', { name: 'Save Journey' }).click();

    await page.waitForURL(/\/play\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const response = await fetch(`${server.baseUrl}/api/tour-maker/routes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data: tour } = (await response.json()) as {
      data: {
        name: string;
        recordedFrom: string;
        hasLiveNarrations: number;
        waypoints: { lat: number }[];
        narrations: { waypointIndex: number }[];
      };
    };
    assert.equal(tour.name, 'Roman morning');
    assert.equal(tour.recordedFrom, 'live_discovery');
    assert.equal(tour.hasLiveNarrations, 1);
    assert.deepEqual(
      tour.narrations.map((narration) => narration.waypointIndex),
      [0, 1],
    );
    assert.ok(tour.waypoints[1]!.lat > tour.waypoints[0]!.lat);
    // The journey is over once saved.
    assert.equal(await page.evaluate(() => sessionStorage.getItem('active-journey')), null);
  } finally {
    await context.close();
  }
});
