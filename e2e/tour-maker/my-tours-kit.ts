import type { Browser, BrowserContext, Page } from 'playwright-core';
export { seriousViolations } from '../support/axe';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface TourFields {
  name: string;
  description?: string;
  startPoint?: string;
  destination?: string;
  theme?: string;
  pointsOfInterest?: { name: string; latitude: number; longitude: number }[];
}

/** Saves a tour through the API, as the creator would, and returns its id. */
export async function createTour(baseUrl: string, token: string, tour: TourFields): Promise<string> {
  const response = await fetch(`${baseUrl}/api/tour-maker/routes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(tour),
  });
  if (response.status !== 201) throw new Error(`tour not saved: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A browser context signed in as the token's user (the token is stored as the app stores it). */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  token: string | null,
  viewport: { width: number; height: number } = PHONE,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  if (token) await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  return context;
}

/** Opens My Tours and waits until the user's grid has loaded. */
export async function openMyTours(page: Page): Promise<void> {
  await page.goto('/tour-maker/manage');
  await page.getByRole('heading', { level: 1, name: 'My Tours' }).waitFor();
}

/** A card's toggle is its name; the card around it holds the picture and the facts. */
export const cardToggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: cardToggle(page, name) });
/** A toolbar button; with `disabled`, only while it is (so `.waitFor()` waits for that state). */
export const toolbarButton = (page: Page, name: string, state: { disabled?: boolean } = {}) =>
  page.getByRole('group', { name: 'Tour actions' }).getByRole('button', { name, exact: true, ...state });
