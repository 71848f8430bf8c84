import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import {
  coveredElements,
  coverProblems,
  firstLineBox,
  isLaptop,
  LANGUAGES,
  repeatedControls,
  screenshot,
  settle,
  SIZES,
  onFirstScreen,
  sizeName,
} from './layout-checks';
import { label, SCREENS } from './layout-screens';
import { seedScreens, type SeededScreens } from './seed-screens';

// A data folder of our own, so the seed can give the traveller a paid plan (postcards need one).
const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-layout-e2e-'));
const suite = {} as { server: RunningServer; browser: Browser };
before(async () => {
  suite.server = await startServer({ DATA_DIR: dataDir });
  suite.browser = await launchBrowser();
});
after(async () => {
  await suite.browser?.close();
  await suite.server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
/** LAYOUT_SCREENS=my-tours,player checks only those screens (all of them by default). */
const only = process.env.LAYOUT_SCREENS?.split(',').map((name) => name.trim());
const screens = only ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;
let seeding: Promise<{ seeded: SeededScreens; coverPaths: string[] }> | undefined;

/** The seeded tour and its cover's addresses, made once for the three languages' tests. */
function seededOnce() {
  seeding ??= (async () => {
    const seeded = await seedScreens(suite.server.baseUrl, dataDir);
    const response = await fetch(`${suite.server.baseUrl}/api/tours/share/${seeded.shareCode}`);
    const { data } = (await response.json()) as { data: { coverUrl: string | null; coverThumbnailUrl: string | null } };
    const coverPaths = [data.coverUrl, data.coverThumbnailUrl].filter((url): url is string => Boolean(url));
    assert.ok(coverPaths.length > 0, 'the tour has a drawn cover');
    return { seeded, coverPaths };
  })();
  return seeding;
}

/**
 * Issue 24 point 1: every main screen at a phone, a tablet, two laptops and a desktop, in English,
 * Arabic and Japanese. Nothing covers a heading or a control, no drawn cover is cropped or written
 * over, and on the laptops the story's first line and the play button show without scrolling.
 * Each screen's screenshot is written to test-results/layout-screenshots/<language>/.
 */
for (const language of LANGUAGES) {
  test(`every main screen fits at five sizes in ${language}`, async () => {
    const { seeded, coverPaths } = await seededOnce();
    const problems: string[] = [];
    for (const size of SIZES) {
      for (const screen of screens) {
        const context = await suite.browser.newContext({
          baseURL: suite.server.baseUrl,
          viewport: size,
          permissions: ['geolocation'],
          geolocation: { latitude: 38.6916, longitude: -9.216, accuracy: 10 },
        });
        await context.addInitScript(
          ([lang, token]) => {
            localStorage.setItem('selectedLanguage', lang);
            if (token) localStorage.setItem('roamcast-user-token', token);
          },
          [language, screen.signedIn ? seeded.token : null] as const,
        );
        const page = await context.newPage();
        const where = `${screen.name} at ${sizeName(size)} in ${language}`;
        try {
          const opened = await screen.open(page, seeded, language);
          // Pictures and lazy panels settle before anything is measured.
          await settle(page);
          await screenshot(page, language, screen.name, size);
          for (const problem of await coveredElements(page)) problems.push(`${where}: ${problem}`);
          if (screen.coversWhole)
            for (const problem of await coverProblems(page, coverPaths)) problems.push(`${where}: ${problem}`);
          const once = [label(language, 'nav.home'), label(language, 'nav.settings')];
          for (const problem of await repeatedControls(page, once)) problems.push(`${where}: ${problem}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`${where}: the page is ${overflow}px wider than the screen`);
          if (isLaptop(size)) {
            if (opened.story) {
              const line = await firstLineBox(opened.story);
              const middle = { x: line.x + Math.min(line.width / 2, 24), y: line.y + line.height / 2 };
              if (!(await onFirstScreen(opened.story, middle)))
                problems.push(`${where}: the story's first line (y=${Math.round(line.y)}) is not on the first screen`);
            }
            if (opened.controls && !(await onFirstScreen(opened.controls)))
              problems.push(`${where}: the player's controls are not on the screen`);
          }
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}
