import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** One real server and one Chromium for a spec file, started before its tests and stopped after. */
export function useServerAndBrowser(): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server starts in before()');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in before()');
      return browser;
    },
  };
}
