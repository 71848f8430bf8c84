import { chromium, type Browser } from 'playwright-core';
import { watchSecurity } from './security-watch';

/**
 * Debian's Chromium (never a downloaded browser), with the flags this closed network needs. Every page
 * it opens is watched for CSP violations and missing security headers; close() fails if any occurred.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
      ...extraArgs,
    ],
  });
  return watchSecurity(browser);
}
