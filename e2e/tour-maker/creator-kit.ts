import assert from 'node:assert/strict';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { waitUntilPlaying } from '../player/player-audio';

export const PHONE = { width: 390, height: 844 } as const;
/** Tour making includes finding stops and writing their stories: give it time on a busy machine. */
export const MAKING_TIMEOUT = 120_000;

/** A phone-sized context signed in as the token's user (stored as the app stores it), or a visitor. */
export async function phoneContext(
  browser: Browser,
  baseUrl: string,
  token: string | null,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, ...options });
  if (token) await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  return context;
}

async function api<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.ok(response.ok, `${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The caller's tours as the server holds them. */
export const myTours = (baseUrl: string, token: string) =>
  api<{ id: string; name: string; theme: string | null }[]>(baseUrl, token, '/api/tour-maker/routes');

/**
 * After Create Tour: the player opens with the new tour, or (when the server added a notice, e.g.
 * fewer stops than asked) the notice waits for Play Tour. Resolves to the new tour's id.
 */
export async function arriveInPlayer(page: Page): Promise<string> {
  const playTour = page.getByRole('link', { name: 'Play Tour' });
  await page
    .getByText(/^Stop 1 of \d+$/)
    .or(playTour)
    .waitFor({ timeout: MAKING_TIMEOUT });
  if (await playTour.isVisible()) await playTour.click();
  await page.waitForURL(/\/tour-maker\/play\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * Stop 1 plays. The new tour's stories are written by a job after it is saved; the person (like
 * this test) waits for the job, then opens the tour again and hears the first stop.
 */
export async function hearStopOne(page: Page, baseUrl: string, token: string, id: string): Promise<void> {
  const deadline = Date.now() + MAKING_TIMEOUT;
  for (;;) {
    const progress = await api<{ completed: boolean; failed: boolean; error: string | null }>(
      baseUrl,
      token,
      `/api/tour-maker/routes/${id}/generate-narrations/progress`,
    );
    assert.ok(!progress.failed, `narrations failed: ${progress.error}`);
    if (progress.completed) break;
    assert.ok(Date.now() < deadline, 'the narrations were not written in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const tour = await api<{ narrations: { id: string; waypointIndex: number | null }[] }>(
    baseUrl,
    token,
    `/api/tour-maker/routes/${id}`,
  );
  const first = tour.narrations.find((narration) => narration.waypointIndex === 0);
  assert.ok(first, 'stop 1 has a narration');
  await page.reload();
  await page.getByText(/^Stop 1 of \d+$/).waitFor();
  await waitUntilPlaying(page, first.id);
}

/** My Tours shows the tour under its name in the user's own grid. */
export async function seeInMyTours(page: Page, name: string): Promise<void> {
  await page.goto('/tour-maker/manage');
  await page.getByRole('list', { name: 'Your Tours' }).getByRole('button', { name, exact: true }).waitFor();
}

/** Opens the creator the way a person does: the Create Tour link in the top bar, then a tab. */
export async function openCreatorTab(page: Page, tab: string): Promise<void> {
  await page.goto('/tour-maker/manage');
  await page.getByRole('link', { name: 'Create Tour' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create a New Tour' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}
