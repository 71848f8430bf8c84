import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { useServerAndBrowser } from '../support/suite';

const arabic = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/locales/ar.json'), 'utf8'),
);

const suite = useServerAndBrowser();

test('a newcomer signs up, sees Freemium 0/3, reads Arabic right to left, and hears a narration at the Golden Gate', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 37.8199, longitude: -122.4783, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  try {
    await page.goto('/');

    // Sign up from the Settings dialog's sign-in prompt.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Sign in' }).click();
    const account = page.getByRole('dialog', { name: 'Your Roamcast account' });
    await account.getByRole('tab', { name: 'Create account' }).click();
    await account.getByLabel('Email').fill(`traveller-${Date.now()}@example.com`);
    await account.getByLabel('Password').fill('golden gate fog');
    await account.getByRole('button', { name: 'Create account' }).click();

    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByText('Freemium').first().waitFor();
    await settings.getByText('0/3').waitFor();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });

    // Arabic lays the page out right to left.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('dialog', { name: 'Choose your language' }).getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
    assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), 'ar');

    // Back to English for the narration.
    await page.getByRole('button', { name: arabic.nav.language }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');

    await page.getByRole('button', { name: 'Start' }).click();
    const text = page.getByTestId('narration-text');
    await text.waitFor({ timeout: 60_000 });
    assert.match(await text.innerText(), /San Francisco|Sausalito/);

    const audio = page.getByLabel('Narration audio');
    const source = await audio.getAttribute('src');
    assert.match(source ?? '', /^\/api\/narrations\/[0-9a-f-]{36}\/audio$/);
    // Play it fast and check the source really plays past 20 seconds without an error.
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      if (element.readyState < 1)
        await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
      element.muted = true;
      element.playbackRate = 16;
      await element.play();
      const deadline = Date.now() + 15_000;
      while (element.currentTime < 20 && Date.now() < deadline && !element.error) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { duration: element.duration, currentTime: element.currentTime, error: element.error?.message ?? null };
    });
    assert.equal(played.error, null);
    assert.ok(played.duration >= 20, `audio lasts ${played.duration} s`);
    assert.ok(played.currentTime >= 20, `audio played to ${played.currentTime} s`);
  } finally {
    await context.close();
  }
});
