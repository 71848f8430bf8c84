import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useServerAndBrowser } from '../support/suite';
import { seriousViolations } from '../support/axe';

const suite = useServerAndBrowser();

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the Explorer passes an axe scan on a ${device}, before and after a story, with its panels open`, async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      viewport,
      geolocation: { latitude: 51.5007, longitude: -0.1246, accuracy: 10 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Start' }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);

      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByTestId('narration-text').waitFor({ timeout: 60_000 });
      assert.deepEqual(await seriousViolations(page), []);

      await page.getByRole('button', { name: 'Choose location' }).click();
      await page.getByRole('button', { name: 'Use GPS' }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await page.keyboard.press('Escape');

      // The map loads when first opened and draws the traveller's position without any tiles (no network here).
      await page.getByRole('button', { name: 'Show map' }).click();
      await page.getByRole('button', { name: 'Expand map' }).click();
      await page.getByRole('button', { name: 'Minimise map' }).waitFor();
      await page.locator('.leaflet-overlay-pane path, .leaflet-marker-pane > *').first().waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await page.getByRole('button', { name: 'Close map' }).click();

      // Nothing spills sideways on a small screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    } finally {
      await context.close();
    }
  });
}
