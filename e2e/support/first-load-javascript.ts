import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface FirstLoadJavaScript {
  totalKiB: number;
  scripts: { url: string; gzipBytes: number }[];
}

/** Every script the browser fetches to show `/` on a phone until the network is idle, gzipped (level 9). */
export async function measureFirstLoadJavaScript(browser: Browser, baseUrl: string): Promise<FirstLoadJavaScript> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).byteLength,
        })),
      );
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start' }).waitFor();
    const scripts = await Promise.all(pending);
    const totalGzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    return { totalKiB: +(totalGzipBytes / 1024).toFixed(1), scripts };
  } finally {
    await page.close();
  }
}
