import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { cardToggle, createTour, openMyTours, PHONE, signedInContext, toolbarButton } from './my-tours-kit';

const suite = useServerAndBrowser();

const STOPS = [
  { name: 'Charles Bridge', latitude: 50.0865, longitude: 14.4114 },
  { name: 'Old Town Square', latitude: 50.0875, longitude: 14.4213 },
];

test('Regenerate Narrations asks, shows current/total with the stop’s name, then succeeds', async () => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const id = await createTour(baseUrl, token, {
    name: 'Prague at dawn',
    theme: 'historical_facts',
    pointsOfInterest: STOPS,
  });
  const context = await signedInContext(suite.browser, baseUrl, token, PHONE);
  const page = await context.newPage();
  try {
    await openMyTours(page);
    await cardToggle(page, 'Prague at dawn').click();
    // Every progress line and bar value the page shows is kept, however briefly it is on screen.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const panel = document.querySelector('[aria-label="Narration progress"]');
        if (!panel) return;
        const line = `${panel.querySelector('[role="status"]')?.textContent} @${panel.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')}`;
        if (!seen.includes(line)) seen.push(line);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    await toolbarButton(page, 'Regenerate Narrations').click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate all narrations?' });
    await confirm.getByText('Every stop of “Prague at dawn” gets a new narration', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Looked for once the dialog has closed: while it is open, the page behind it is hidden from role queries.
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(await page.getByRole('region', { name: 'Narration progress' }).count(), 0, 'Cancel starts nothing');

    await toolbarButton(page, 'Regenerate Narrations').click();
    await confirm.getByRole('button', { name: 'Regenerate Narrations' }).click();
    await page.getByRole('region', { name: 'Narration progress' }).waitFor();
    // One batch at a time: the button is disabled while the run is on screen.
    await toolbarButton(page, 'Regenerate Narrations', { disabled: true }).waitFor({ timeout: 5_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'All narrations regenerated successfully!' })
      .waitFor({ timeout: 240_000 });
    await toolbarButton(page, 'Regenerate Narrations', { disabled: false }).waitFor({ timeout: 5_000 });

    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const counted = seen.filter((line) => /^\d\/2/.test(line));
    assert.ok(counted.length > 0, `no current/total was shown: ${JSON.stringify(seen)}`);
    assert.ok(
      counted.some((line) => STOPS.some((stop) => line.includes(`Now: ${stop.name}`))),
      `no stop name was shown: ${JSON.stringify(seen)}`,
    );
    for (const line of seen) {
      const percent = Number(line.split('@')[1]);
      assert.ok(percent >= 0 && percent <= 100, `bar out of range: ${line}`);
    }

    const response = await fetch(`${baseUrl}/api/tour-maker/routes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as {
      data: { narrations: { waypointIndex: number; audioUrl: string | null }[] };
    };
    assert.deepEqual(data.narrations.map((narration) => narration.waypointIndex).sort(), [0, 1]);
    assert.ok(
      data.narrations.every((narration) => narration.audioUrl),
      'every stop has its audio',
    );
  } finally {
    await context.close();
  }
});
