import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** The sizes issue 24 names: a phone, a tablet, two laptops and a desktop. */
export const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
export type Size = (typeof SIZES)[number];
export const LANGUAGES = ['en', 'ar', 'ja'] as const;
export type LayoutLanguage = (typeof LANGUAGES)[number];

/** Laptops: the first story line and the player's controls must show without scrolling (DESIGN.md). */
export const isLaptop = (size: Size) => size.width >= 1024 && size.height <= 800;
export const sizeName = (size: Size) => `${size.width}x${size.height}`;

/** Where the screenshots go (git ignores test-results/); LAYOUT_SHOTS_DIR moves them. */
export const SHOTS_DIR =
  process.env.LAYOUT_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/layout-screenshots');

export async function screenshot(page: Page, language: LayoutLanguage, screen: string, size: Size): Promise<string> {
  const file = path.join(SHOTS_DIR, language, `${screen}-${sizeName(size)}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}

/** Waits for the pictures on screen and the fonts, then two frames, so what is measured is what shows. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        return image.complete || !onScreen;
      }),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/*
 * The checks run in the page as plain JavaScript text: the test's compiler (tsx) wraps named inner
 * functions in a helper the page does not have, so they cannot be passed as functions.
 */

/**
 * Headings and controls another element covers: each visible heading, button, link, tab and slider
 * is hit-tested at nine points of its visible part (inside the viewport and every clipping box it
 * scrolls in); a point answered by an element that is neither it, inside it, nor around it is covered.
 * Also a heading cut short (its text wider or taller than its box, which clips it).
 */
const COVERED_ELEMENTS = `(() => {
  const describe = (element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return '<' + element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + '> "' + text + '"';
  };
  const visibleBox = (element) => {
    let { left, top, right, bottom } = element.getBoundingClientRect();
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, window.innerWidth);
    bottom = Math.min(bottom, window.innerHeight);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    // A pixel in from every edge: a point on a clipping edge is hit-tested to whole pixels and can land
    // on the element beyond it (a link 4 px into view at a scrolling box's foot "covered" by the row below).
    left += 1;
    top += 1;
    right -= 1;
    bottom -= 1;
    return right - left >= 4 && bottom - top >= 4 ? new DOMRect(left, top, right - left, bottom - top) : null;
  };
  const pinned = (element) => {
    for (let node = element; node; node = node.parentElement)
      if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return true;
    return false;
  };
  const scrolls = document.documentElement.scrollHeight > window.innerHeight + 1;
  const problems = [];
  const selector =
    'h1, h2, h3, h4, h5, h6, [role=heading], button, a[href], [role=button], [role=tab], input[type=range], audio[controls]';
  for (const element of document.querySelectorAll(selector)) {
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.pointerEvents === 'none' || element.closest('[aria-hidden=true]')) continue;
    if (element.getClientRects().length === 0) continue;
    const box = visibleBox(element);
    if (!box) continue;
    const covers = new Set();
    for (const fx of [0.15, 0.5, 0.85])
      for (const fy of [0.2, 0.5, 0.8]) {
        const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
        if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
        // A bar fixed to an edge of a page that scrolls: what passes under it comes out by scrolling.
        if (scrolls && pinned(hit) && !pinned(element)) continue;
        covers.add(describe(hit));
      }
    if (covers.size > 0) problems.push(describe(element) + ' is covered by ' + [...covers].join(', '));
    if (/^H[1-6]$/.test(element.tagName) || element.getAttribute('role') === 'heading') {
      const cut = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      if (cut && style.overflowX !== 'visible') problems.push(describe(element) + ' is cut short');
    }
  }
  return problems;
})()`;

export function coveredElements(page: Page): Promise<string[]> {
  return page.evaluate(COVERED_ELEMENTS) as Promise<string[]>;
}

/** Controls shown twice under the same name (Home and Settings in the top bar and again on the page). */
export async function repeatedControls(page: Page, names: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const name of names) {
    const visible = await page
      .getByRole('link', { name, exact: true })
      .or(page.getByRole('button', { name, exact: true }))
      .filter({ visible: true })
      .count();
    if (visible > 1) problems.push(`"${name}" shows ${visible} times`);
  }
  return problems;
}

/**
 * Pictures that carry their own title and map (drawn tour covers, 3:2) must show whole: not cropped
 * by \`object-fit: cover\` into a box of another shape, and with no heading, control or text over the
 * part on screen. The page's \`COVER_PATHS\` are the covers' addresses.
 */
const COVER_PROBLEMS = `((paths) => {
  const problems = [];
  const covers = [...document.querySelectorAll('img')].filter(
    (image) => image.naturalWidth > 0 && paths.some((part) => (image.currentSrc || image.src).includes(part)),
  );
  for (const image of covers) {
    const box = image.getBoundingClientRect();
    const style = getComputedStyle(image);
    if (box.width < 2 || box.height < 2 || style.visibility !== 'visible' || style.opacity === '0') continue;
    const natural = image.naturalWidth / image.naturalHeight;
    let shown = box;
    if (style.objectFit === 'contain' || style.objectFit === 'scale-down') {
      const width = Math.min(box.width, box.height * natural);
      const height = width / natural;
      shown = new DOMRect(box.left + (box.width - width) / 2, box.top + (box.height - height) / 2, width, height);
    } else if (style.objectFit === 'cover' && Math.abs(box.width / box.height / natural - 1) > 0.04) {
      problems.push('the cover "' + image.alt + '" is cropped: a ' + natural.toFixed(2) + ' picture in a ' +
        (box.width / box.height).toFixed(2) + ' box');
    }
    for (const element of document.querySelectorAll('h1, h2, h3, [role=heading], button, a[href], p')) {
      if (element.contains(image) || getComputedStyle(element).visibility !== 'visible') continue;
      const rect = element.getBoundingClientRect();
      const overlapX = Math.min(rect.right, shown.right, window.innerWidth) - Math.max(rect.left, shown.left, 0);
      const overlapY = Math.min(rect.bottom, shown.bottom, window.innerHeight) - Math.max(rect.top, shown.top, 0);
      if (overlapX > 2 && overlapY > 2)
        problems.push('"' + (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) +
          '" lies over the cover');
    }
  }
  return problems;
})`;

export function coverProblems(page: Page, coverPaths: string[]): Promise<string[]> {
  return page.evaluate(`${COVER_PROBLEMS}(${JSON.stringify(coverPaths)})`) as Promise<string[]>;
}

/**
 * Whether the element shows on the first screen: inside the viewport, and the page answers a touch
 * at `point` (its centre by default) with it, so no clipping box or other element hides it.
 */
export async function onFirstScreen(locator: Locator, point?: { x: number; y: number }): Promise<boolean> {
  return locator.evaluate((element, at) => {
    const box = element.getBoundingClientRect();
    const x = at?.x ?? box.left + box.width / 2;
    const y = at?.y ?? box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit && (hit === element || element.contains(hit)));
  }, point);
}

/** The first line of a story's text: the first line box of its first paragraph. */
export async function firstLineBox(text: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const first = Array.from(range.getClientRects()).find((rect) => rect.width > 0 && rect.height > 0);
    if (!first) throw new Error('the story has no text on screen');
    return { x: first.x, y: first.y, width: first.width, height: first.height };
  });
}
