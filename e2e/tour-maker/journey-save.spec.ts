import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';

const suite = useServerAndBrowser();

test('Save Your Journey says the journey becomes a tour and how many tour slots are left', async () => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // One tour already made: a freemium account has 2 of its 3 slots left.
  const first = await fetch(`${baseUrl}/api/tour-maker/routes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Earlier tour' }),
  });
  assert.equal(first.status, 201);

  const context = await suite.browser.newContext({
    baseURL: baseUrl,
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
    await context.setGeolocation({ latitude: 41.9009, longitude: 12.4833, accuracy: 10 }); // the Trevi Fountain
    await page.getByRole('button', { name: 'Next story' }).click();
    await recording.getByText('Recording · Stops: 2').waitFor({ timeout: 60_000 });

    await recording.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Your Journey' });
    // The slots come from the account's limits, asked when the dialog opens (slow on a busy machine).
    await dialog
      .getByText('Saving makes this journey a tour in My Tours. Tour slots left: 2 of 3.')
      .waitFor({ timeout: 60_000 });
    await dialog.getByLabel('Journey name').fill('Roman morning');
    await dialog.getByRole('button', { name: 'Save Journey' }).click();
    await page.waitForURL(/\/play\/[0-9a-f-]{36}$/);

    const limits = await fetch(`${baseUrl}/api/user/limits`, { headers });
    const { data } = (await limits.json()) as { data: { tours: { current: number; limit: number } } };
    assert.deepEqual(data.tours, { current: 2, limit: 3 });
    // The saved journey is measured like every tour: the walk from the Colosseum to the Trevi Fountain.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const tour = await fetch(`${baseUrl}/api/tour-maker/routes/${id}`, { headers });
    const { data: saved } = (await tour.json()) as { data: { distance: number | null; duration: number | null } };
    assert.ok(saved.distance !== null && saved.distance > 0.5 && saved.distance < 1.5, `distance ${saved.distance}`);
    assert.ok(saved.duration !== null && saved.duration > 0);

    // Once the slots are all used, the dialog says so before anything is sent.
    for (const name of ['Third tour']) {
      await fetch(`${baseUrl}/api/tour-maker/routes`, { method: 'POST', headers, body: JSON.stringify({ name }) });
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('narration-text').waitFor({ timeout: 60_000 });
    await context.setGeolocation({ latitude: 41.8902, longitude: 12.4922, accuracy: 10 });
    await page.getByRole('button', { name: 'Next story' }).click();
    await recording.getByText('Recording · Stops: 2').waitFor({ timeout: 60_000 });
    await recording.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText('Saving makes this journey a tour in My Tours, but all 3 of your tour slots are used.')
      .waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
});
