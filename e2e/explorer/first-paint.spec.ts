import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Route } from 'playwright-core';
import { useServerAndBrowser } from '../support/suite';

const suite = useServerAndBrowser();
const GOLDEN_GATE = { latitude: 37.8199, longitude: -122.4783, accuracy: 10 };

test('the first paint of / shows Start before any script has run, in the traveller’s language', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  // No script file ever arrives: what shows is the page's own HTML.
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.getByText('Stand anywhere. Hear its story, told aloud in your language.').waitFor();

    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ja'));
    await page.reload();
    await page.getByRole('button', { name: 'スタート' }).waitFor();
    assert.equal(await page.getByText('Stand anywhere.').count(), 0, 'the English promise waits for the catalogue');
  } finally {
    await context.close();
  }
});

test('a Start pressed before the scripts have loaded starts the Explorer once they have', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
    geolocation: GOLDEN_GATE,
    permissions: ['geolocation'],
  });
  // Scripts are held back until the traveller has pressed Start on the first paint.
  let release: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\.js(\?|$)/, async (route: Route) => {
    await pressed;
    await route.continue();
  });
  const page = await context.newPage();
  try {
    // Module scripts hold DOMContentLoaded back: the page is used as soon as it has painted.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start' }).click();
    release();
    const text = page.getByTestId('narration-text');
    await text.waitFor({ timeout: 60_000 });
    assert.match(await text.innerText(), /San Francisco|Sausalito/);
  } finally {
    await context.close();
  }
});
