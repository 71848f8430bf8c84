import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { waitUntilPlaying } from './player-audio';
import { createTourThroughApi, LISBON_STOPS, readTourThroughApi } from './seed-tour';
import { holdRequests } from '../support/hold-request';

const suite = useServerAndBrowser();

test('a stop without audio offers Click to Refresh; Generate This Stop gives it audio that plays', async () => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const id = await createTourThroughApi(baseUrl, token, {
    name: 'Belém on foot',
    theme: 'historical_facts',
    waypoints: LISBON_STOPS,
  });
  const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  const page = await context.newPage();
  try {
    await page.goto(`/tour-maker/play/${id}`);
    await page.getByText('Stop 1 of 2').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Belém Tower' }).waitFor();
    await page.getByRole('button', { name: 'Click to Refresh' }).waitFor();
    assert.equal(await page.locator('audio').count(), 0, 'a stop without a narration has nothing to play');
    assert.ok(await page.getByRole('button', { name: 'Play' }).isDisabled());

    const writing = await holdRequests(page, '**/api/narrations');
    await page.getByRole('button', { name: 'Generate This Stop' }).click();
    // While it is made the bar names the stop and no longer offers to make it (issue 24).
    const making = page.getByRole('status').filter({ hasText: 'Writing and recording Belém Tower...' });
    await making.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Generate This Stop' }).count(), 0);
    writing.release();

    // The narration is written, placed at the stop, and plays by itself once the tour is read again.
    await making.waitFor({ state: 'detached', timeout: 120_000 });
    assert.equal(await page.getByRole('button', { name: 'Click to Refresh' }).count(), 0);
    const tour = await readTourThroughApi(baseUrl, token, id);
    const narration = tour.narrations.find((each) => each.waypointIndex === 0);
    assert.ok(narration?.audioUrl, 'the new narration belongs to the first stop and has audio');
    await waitUntilPlaying(page, narration.id);
    await page.getByTestId('narration-text').waitFor({ state: 'detached' }); // text panel stays closed on a phone
    await page.getByRole('button', { name: 'Narration text' }).click();
    assert.ok(((await page.getByTestId('narration-text').textContent()) ?? '').length > 100);

    // The second stop still has nothing, and says so.
    await page.getByRole('button', { name: 'Next stop' }).click();
    await page.getByText('Stop 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Click to Refresh' }).waitFor();
  } finally {
    await context.close();
  }
});
