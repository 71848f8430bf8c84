import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { waitUntilPlaying } from './player-audio';
import { createTourThroughApi, LISBON_STOPS, readTourThroughApi } from './seed-tour';
import { holdRequests } from '../support/hold-request';

const suite = useServerAndBrowser();

test('Generate All asks first, shows current/total with the stop being written, then succeeds and plays', async () => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const id = await createTourThroughApi(baseUrl, token, { name: 'Belém by heart', waypoints: LISBON_STOPS });
  const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  const page = await context.newPage();
  try {
    await page.goto(`/play/${id}`);
    await page.getByRole('button', { name: 'Click to Refresh' }).waitFor();

    // Every progress line the page shows is kept, however briefly it is on screen.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenProgress: string[] }).seenProgress = seen;
      new MutationObserver(() => {
        for (const line of Array.from(document.querySelectorAll('[role="status"]'))) {
          const text = line.textContent ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await page.getByRole('button', { name: 'Generate All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate all narrations?' });
    await confirm.getByText('All 2 stops of "Belém by heart" get a new narration.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(await page.getByText('Regenerating narrations...').count(), 0, 'Cancel starts nothing');

    const batch = await holdRequests(page, '**/generate-narrations');
    await page.getByRole('button', { name: 'Generate All' }).click();
    await confirm.getByRole('button', { name: 'Generate All' }).click();
    await page.getByText('Regenerating narrations...').waitFor();
    // One batch at a time: the button is disabled while the run is on screen.
    await page.getByRole('button', { name: 'Generate All', disabled: true }).waitFor({ timeout: 5_000 });
    batch.release();
    await page.getByText('All narrations regenerated successfully!').waitFor({ timeout: 240_000 });

    const seen = await page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress);
    const progress = seen.filter((text) => /^\d\/2/.test(text));
    assert.ok(progress.length > 0, `no current/total was shown: ${JSON.stringify(seen)}`);
    assert.ok(
      progress.some((text) => LISBON_STOPS.some((stop) => text.includes(`Now: ${stop.name}`))),
      `no stop name was shown: ${JSON.stringify(progress)}`,
    );

    // The tour was read again: both stops have their narration, and the one on screen plays.
    const tour = await readTourThroughApi(baseUrl, token, id);
    const first = tour.narrations.find((narration) => narration.waypointIndex === 0);
    assert.deepEqual(tour.narrations.map((narration) => narration.waypointIndex).sort(), [0, 1]);
    assert.equal(await page.getByRole('button', { name: 'Click to Refresh' }).count(), 0);
    await waitUntilPlaying(page, first!.id);
  } finally {
    await context.close();
  }
});
