import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { audioState, speedUpAudio, waitUntilPlaying } from './player-audio';

const suite = useServerAndBrowser();

test('a journey saved from the Explorer plays in the player, advances by itself with Auto, and restarts', async () => {
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
    // Record a journey of two stories, as a traveller does, and save it.
    await page.goto('/');
    await page.getByRole('button', { name: 'Start' }).click();
    const recording = page.getByRole('group', { name: 'Journey recording' });
    await recording.getByText('Recording · Stops: 1').waitFor({ timeout: 60_000 });
    await context.setGeolocation({ latitude: 41.9009, longitude: 12.4833, accuracy: 10 }); // the Trevi Fountain
    await page.getByRole('button', { name: 'Next story' }).click();
    await recording.getByText('Recording · Stops: 2').waitFor({ timeout: 60_000 });
    await recording.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Your Journey' });
    await dialog.getByLabel('Journey name').fill('Roman morning');
    await dialog.getByRole('button', { name: 'Save Journey' }).click();
    await page.waitForURL(/\/play\/[0-9a-f-]{36}$/);

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const response = await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data: tour } = (await response.json()) as { data: { narrations: { id: string; waypointIndex: number }[] } };
    const narrationAt = (index: number) => tour.narrations.find((narration) => narration.waypointIndex === index)!.id;

    // Stop 1 starts by itself, shortly after arriving.
    await page.getByRole('heading', { level: 1, name: 'Roman morning' }).waitFor();
    await page.getByText('Stop 1 of 2').waitFor();
    await waitUntilPlaying(page, narrationAt(0));
    assert.equal(await page.getByRole('button', { name: 'Pause' }).count(), 1);
    assert.equal(await page.getByRole('switch', { name: 'Auto' }).getAttribute('aria-checked'), 'true');

    // With Auto on, the end of stop 1 moves to stop 2, which plays.
    await speedUpAudio(page);
    await page.getByText('Stop 2 of 2').waitFor({ timeout: 60_000 });
    await waitUntilPlaying(page, narrationAt(1));

    // Restart goes back to the first stop and plays it again.
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByText('Stop 1 of 2').waitFor();
    await waitUntilPlaying(page, narrationAt(0));
    const state = await audioState(page);
    assert.ok(state && !state.paused && state.src.includes(narrationAt(0)));
  } finally {
    await context.close();
  }
});
