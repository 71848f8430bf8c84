import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { fakeMicrophoneArgs, holdToTalk, writeSpeechWav } from '../support/fake-microphone';
import { useServerAndBrowser } from '../support/suite';

const arabic = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/locales/ar.json'), 'utf8'),
);

const suite = useServerAndBrowser();

/** Spain's mainland and islands, loosely: Valencia, Spain is inside, Valencia, Venezuela far outside. */
const inSpain = ({ lat, lng }: { lat: number; lng: number }) => lat > 35 && lat < 44 && lng > -10 && lng < 5;

async function searchPlace(
  page: Page,
  text: string,
  strings = { toggle: 'Choose location', field: 'Address or place name', search: 'Search' },
) {
  await page.getByRole('button', { name: strings.toggle }).click();
  await page.getByLabel(strings.field).fill(text);
  await page.getByRole('button', { name: strings.search, exact: true }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`"Valencia" asks which one at ${viewport.width}x${viewport.height}, and Spain's starts a story in Valencia, Spain`, async () => {
    // No geolocation permission: a traveller who refuses location still explores by name.
    const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl, viewport });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await searchPlace(page, 'Valencia');

      const choices = page.getByRole('list', { name: 'Did you mean…' });
      await choices.waitFor({ timeout: 30_000 });
      const buttons = choices.getByRole('button');
      const labels = await buttons.allInnerTexts();
      assert.ok(
        labels.some((label) => /Valencia.*Spain/s.test(label)),
        `Spain offered: ${labels.join(' | ')}`,
      );
      assert.ok(
        labels.some((label) => /Valencia.*Venezuela/s.test(label)),
        `Venezuela offered: ${labels.join(' | ')}`,
      );
      // Focus moved into the list, onto its first place.
      assert.equal(await buttons.first().evaluate((button) => button === document.activeElement), true);
      // Every choice is a touch target inside the screen.
      for (const box of await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON()))) {
        assert.ok(box.height >= 44 && box.left >= 0 && box.right <= viewport.width, JSON.stringify(box));
      }

      const told = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/narration/generate',
      );
      await buttons
        .filter({ hasText: /Valencia.*Spain/s })
        .first()
        .click();
      const body = (await told).postDataJSON() as { location: { lat: number; lng: number; name?: string } };
      assert.ok(inSpain(body.location), `story placed at ${JSON.stringify(body.location)}`);

      await page.getByTestId('narration-text').waitFor({ timeout: 60_000 });
      const placeName = await page.getByTestId('place-name').innerText();
      assert.match(placeName, /Valencia/);
      assert.match(placeName, /Spain/);
    } finally {
      await context.close();
    }
  });
}

test('in Arabic the list reads right to left, and Escape closes it back into the field', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'));
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const { toggle, addressLabel: field, search } = arabic.locationPanel;
    await searchPlace(page, 'Valencia', { toggle, field, search });
    const list = page.getByRole('list', { name: arabic.placeChoice.didYouMean });
    await list.waitFor({ timeout: 30_000 });
    assert.equal(await list.evaluate((element) => getComputedStyle(element).direction), 'rtl');
    const count = await list.getByRole('button').count();
    assert.ok(count >= 2, `${count} places offered`);

    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel(field).evaluate((input) => input === document.activeElement), true);
    assert.equal(await page.getByRole('region', { name: arabic.locationPanel.title }).isVisible(), true);
  } finally {
    await context.close();
  }
});

test('a spoken "set location to Portland" offers the same choices, and Maine\'s starts a story there', async () => {
  // The offline recogniser hears the phrase from Chromium's fake microphone (see voice.spec.ts).
  const wavDir = mkdtempSync(path.join(tmpdir(), 'roamcast-did-you-mean-'));
  const wav = path.join(wavDir, 'set-location-to-portland.wav');
  const seconds = await writeSpeechWav('set location to portland', wav);
  const browser = await launchBrowser(fakeMicrophoneArgs(wav));
  try {
    const context = await browser.newContext({
      baseURL: suite.server.baseUrl,
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 51.5007, longitude: -0.1246, accuracy: 10 },
      permissions: ['geolocation', 'microphone'],
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('narration-text').waitFor({ timeout: 60_000 });
    await page.getByLabel('Narration audio').evaluate((element: HTMLAudioElement) => (element.volume = 0.01));

    const transcribed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/voice/transcribe',
      { timeout: 60_000 },
    );
    await holdToTalk(page, seconds);
    const { data } = (await (await transcribed).json()) as { data: { transcript: string } };
    assert.match(data.transcript, /set location to portland/i);

    // Not straight to the first Portland: the panel opens on the places it may mean, the name in the field.
    const choices = page.getByRole('list', { name: 'Did you mean…' });
    await choices.waitFor({ timeout: 30_000 });
    assert.match(await page.getByLabel('Address or place name').inputValue(), /portland/i);
    const buttons = choices.getByRole('button');
    const labels = await buttons.allInnerTexts();
    assert.ok(
      labels.some((label) => /Portland.*Oregon/s.test(label)) && labels.some((label) => /Portland.*Maine/s.test(label)),
      `offered: ${labels.join(' | ')}`,
    );
    assert.equal(await buttons.first().evaluate((choice) => choice === document.activeElement), true);

    const told = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/narration/generate',
    );
    await buttons
      .filter({ hasText: /Portland.*Maine/s })
      .first()
      .click();
    const body = (await told).postDataJSON() as { location: { lat: number; lng: number } };
    // Portland, Maine (43.66 N, 70.26 W), not Portland, Oregon.
    assert.ok(
      Math.abs(body.location.lat - 43.66) < 0.2 && Math.abs(body.location.lng + 70.26) < 0.2,
      JSON.stringify(body.location),
    );
  } finally {
    await browser.close();
    rmSync(wavDir, { recursive: true, force: true });
  }
});
