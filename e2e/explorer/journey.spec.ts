import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';

const suite = useServerAndBrowser();

test('a journey of two stories at two places is saved as a tour and opens in the player', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
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
    const response = await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${id}`, {
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
