import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { createTourThroughApi, LISBON_STOPS, narrateStopThroughApi } from './seed-tour';
import { seriousViolations } from '../support/axe';

const suite = useServerAndBrowser();

/** Whether the element is wholly on screen without scrolling. */
const onScreen = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the player passes an axe scan on a ${device}, with its text, map and panels open`, async () => {
    const { baseUrl } = suite.server;
    const { token } = await signUpThroughApi(baseUrl);
    const id = await createTourThroughApi(baseUrl, token, { name: 'Belém, readable', waypoints: LISBON_STOPS });
    await narrateStopThroughApi(baseUrl, token, id, 0, LISBON_STOPS[0]!);
    const context = await suite.browser.newContext({ baseURL: baseUrl, viewport });
    await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
    const page = await context.newPage();
    try {
      await page.goto(`/play/${id}`);
      await page.getByText('Stop 1 of 2').waitFor();
      await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
      // DESIGN.md: the controls sit on screen without scrolling, on a phone and at 1280x800.
      for (const control of ['Previous stop', 'Pause', 'Next stop', 'Restart']) {
        assert.ok(await onScreen(page, control), `${control} is off screen`);
      }
      assert.deepEqual(await seriousViolations(page), []);

      if (device === 'phone') await page.getByRole('button', { name: 'Narration text' }).click();
      await page.getByTestId('narration-text').waitFor();
      assert.deepEqual(await seriousViolations(page), []);

      // The map loads when first opened and draws the numbered stops and the route without tiles (no network here).
      await page.getByRole('button', { name: 'Map' }).click();
      await page.locator('.leaflet-overlay-pane path').first().waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await page.getByRole('button', { name: 'Close map' }).click();

      await page.getByRole('button', { name: 'Navigate the whole tour' }).click();
      const navigate = page.getByRole('dialog', { name: 'Navigate the whole tour' });
      await navigate.getByRole('link', { name: 'Google Maps' }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await page.keyboard.press('Escape');

      // A stop without audio: the refresh bar is readable too.
      await page.getByRole('button', { name: 'Next stop' }).click();
      await page.getByRole('button', { name: 'Click to Refresh' }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    } finally {
      await context.close();
    }
  });
}
