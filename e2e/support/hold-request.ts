import type { Page } from 'playwright-core';

/**
 * Holds the page's real requests to `url` (a Playwright glob) until `release()` is called, so a
 * passing state such as "Creating..." can be looked at before a quick server answers. Requests
 * made after the release go straight through.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
