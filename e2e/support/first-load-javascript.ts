import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

export interface FirstLoadJavaScript {
  totalKiB: number;
  scripts: { url: string; gzipBytes: number }[];
}

/**
 * Every script `page` fetches to show `url` until the network is idle and `ready` resolves, gzipped
 * (level 9): the weight of a page at first load. The page stays open for the caller.
 */
export async function collectFirstLoadJavaScript(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<FirstLoadJavaScript> {
  const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).byteLength,
      })),
    );
  };
  page.on('response', onResponse);
  let scripts: { url: string; gzipBytes: number }[];
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
    scripts = await Promise.all(pending);
  } finally {
    // The page stays open for the caller: scripts it loads later (a reload, an offline visit) are not
    // this measure's, and reading their bodies after a navigation would reject with nobody listening.
    page.off('response', onResponse);
  }
  const totalGzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  return { totalKiB: +(totalGzipBytes / 1024).toFixed(1), scripts };
}

/** The Explorer `/` on a phone, until its Start button shows. */
export async function measureFirstLoadJavaScript(browser: Browser, baseUrl: string): Promise<FirstLoadJavaScript> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    return await collectFirstLoadJavaScript(page, baseUrl, (shown) =>
      shown.getByRole('button', { name: 'Start' }).waitFor(),
    );
  } finally {
    await page.close();
  }
}
