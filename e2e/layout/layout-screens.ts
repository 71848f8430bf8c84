import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { LayoutLanguage } from './layout-checks';
import { TOUR_NAME, type SeededScreens } from './seed-screens';

type Catalogue = Record<string, unknown>;
const catalogues = new Map<LayoutLanguage, Catalogue>();

/** A UI string as the given language's catalogue has it (the app's own words, not a copy). */
export function label(language: LayoutLanguage, key: string): string {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/${language}.json`);
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    catalogues.set(language, catalogue);
  }
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no ${language} string for ${key}`);
  return value;
}

/** What a screen shows that the laptop rule needs: its story's text and its play button. */
export interface OpenedScreen {
  story?: Locator;
  controls?: Locator;
}

export interface LayoutScreen {
  name: string;
  /** Screens for a signed-in owner get the seeded account's token. */
  signedIn: boolean;
  /** Whether the tour's drawn cover must show whole with nothing over it (the screens this spec's change owns). */
  coversWhole?: boolean;
  open(page: Page, seeded: SeededScreens, language: LayoutLanguage): Promise<OpenedScreen>;
}

const playButton = (page: Page, language: LayoutLanguage) =>
  page.getByRole('button', {
    name: new RegExp(`^(${label(language, 'player.play')}|${label(language, 'player.pause')})$`),
  });

export const SCREENS: LayoutScreen[] = [
  {
    name: 'explorer-story',
    signedIn: false,
    async open(page, _seeded, language) {
      await page.goto('/');
      await page.getByRole('button', { name: label(language, 'explorer.start'), exact: true }).click();
      const story = page.getByTestId('narration-text');
      await story.waitFor({ timeout: 90_000 });
      const controls = page.getByRole('button', { name: label(language, 'explorer.nextStory') });
      return { story, controls };
    },
  },
  {
    name: 'player',
    coversWhole: true,
    signedIn: true,
    async open(page, seeded, language) {
      await page.goto(`/tour-maker/play/${seeded.tourId}`);
      const controls = playButton(page, language);
      await controls.waitFor();
      return { story: page.getByTestId('narration-text'), controls };
    },
  },
  {
    name: 'shared-tour',
    coversWhole: true,
    signedIn: false,
    async open(page, seeded, language) {
      await page.goto(`/tour/${seeded.shareCode}`);
      const controls = playButton(page, language);
      await controls.waitFor();
      return { story: page.getByTestId('narration-text'), controls };
    },
  },
  {
    name: 'slideshow-splash',
    coversWhole: true,
    signedIn: false,
    async open(page, seeded, language) {
      await page.goto(seeded.slideshowPath);
      await page.getByRole('button', { name: label(language, 'slideshow.startTour') }).waitFor();
      return {};
    },
  },
  {
    name: 'slideshow-stop',
    signedIn: false,
    async open(page, seeded, language) {
      await page.goto(seeded.slideshowPath);
      await page.getByRole('button', { name: label(language, 'slideshow.startTour') }).click();
      await page.getByRole('progressbar').waitFor();
      return {};
    },
  },
  {
    name: 'postcard',
    signedIn: false,
    async open(page, seeded, language) {
      await page.goto(`/postcards/${seeded.postcardCode}`);
      await page.getByRole('heading', { name: label(language, 'postcards.page.voiceTitle') }).waitFor();
      return {};
    },
  },
  {
    // A browser that refuses sound before a tap: 'Click to hear the message' stands in for the player.
    name: 'postcard-autoplay-refused',
    signedIn: false,
    async open(page, seeded, language) {
      // Plain text, not a function: the test's compiler would add helpers the page does not have.
      await page.addInitScript({
        content: `HTMLMediaElement.prototype.play = function () {
          return Promise.reject(new DOMException('The user has not tapped yet', 'NotAllowedError'));
        };`,
      });
      await page.goto(`/postcards/${seeded.postcardCode}`);
      await page.getByRole('button', { name: label(language, 'postcards.page.clickToHear') }).waitFor();
      return {};
    },
  },
  {
    name: 'my-tours',
    // The card shows the tour's drawn cover whole: its own title and map are not cropped.
    coversWhole: true,
    signedIn: true,
    async open(page, _seeded, language) {
      await page.goto('/tour-maker/manage');
      await page.getByRole('heading', { level: 1, name: label(language, 'myTours.title') }).waitFor();
      // The seeded tour's card, with its cover, is what the cover check measures.
      await page.getByRole('button', { name: TOUR_NAME, exact: true }).waitFor();
      return {};
    },
  },
  {
    name: 'creator',
    signedIn: true,
    async open(page, _seeded, language) {
      await page.goto('/tour-maker/make');
      await page.getByRole('heading', { level: 1, name: label(language, 'creator.createTitle') }).waitFor();
      return {};
    },
  },
];
