import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
// @ts-expect-error oidc-provider ships no type declarations; only its documented constructor is used
import Provider from 'oidc-provider';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const CLIENT = { id: 'roamcast', secret: 'e2e-client-secret-long-enough-for-tests' };

let identity: Server;
let server: RunningServer;
let browser: Browser;

/**
 * A real OpenID provider (oidc-provider with its development login form) on a free port. Its port is
 * taken first so the app can be started pointing at it; the client's redirect URI needs the app's port.
 */
before(async () => {
  identity = createServer();
  await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
  server = await startServer({
    PARTNER_ID: 'partner',
    PARTNER_ISSUER_URL: issuer,
    PARTNER_CLIENT_ID: CLIENT.id,
    PARTNER_CLIENT_SECRET: CLIENT.secret,
    PARTNER_NAME: 'Acme ID',
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${server.baseUrl}/api/auth/partner/return`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, name: id, email: `${id}@example.com`, email_verified: true }),
    }),
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  identity.on('request', provider.callback());
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => identity?.close(resolve));
});

const partnerArea = (page: Page) => page.getByRole('region', { name: 'Acme ID account' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await partnerArea(page).waitFor();
}

/** Every address this tab has been at, as Chromium's history keeps them. */
async function historyUrls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
  return entries.map((entry) => entry.url);
}

/**
 * The return page swaps the one-time code for a session, stores it and reloads; reading the page
 * before that reload has landed races with it. Wait for the reloaded page, holding the session.
 */
async function signedInPageLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload' && localStorage.getItem('roamcast-user-token') !== null;
  });
}

async function signedInUserId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('roamcast-user-token');
    const response = await fetch('/api/user/session', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { user: { id: string } } }).data.user.id;
  });
}

test('signs in through the partner, links, signs out, and finds the same user again; codes and state are single-use', async () => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const codes: string[] = [];
  page.on('request', (request) => {
    const code = new URL(request.url()).searchParams.get('token');
    if (code && request.isNavigationRequest()) codes.push(code);
  });
  try {
    await page.goto('/');
    await openSettings(page);
    await partnerArea(page).getByRole('link', { name: 'Sign in with Acme ID' }).click();

    // The provider's own pages: login, then consent.
    await page.locator('input[name="login"]').fill('alice');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${server.baseUrl}/`);
    await signedInPageLoaded(page);
    const bearer = await page.evaluate(() => localStorage.getItem('roamcast-user-token')!);
    assert.equal(codes.length, 1, 'the app was reached once with a one-time code');
    assert.ok(!page.url().includes('token'), page.url());
    for (const url of await historyUrls(page)) {
      assert.ok(!url.includes('token=') && !url.includes(bearer), `history holds ${url}`);
      assert.ok(!url.includes(codes[0]!), `history holds the code: ${url}`);
    }

    await openSettings(page);
    await partnerArea(page).getByText('Linked to Acme ID').waitFor();
    const firstUser = await signedInUserId(page);
    await partnerArea(page).getByRole('button', { name: 'Sign Out' }).click();
    await partnerArea(page).getByRole('link', { name: 'Sign in with Acme ID' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('roamcast-user-token')), null);

    // The provider remembers alice: straight back, signed in as the same user.
    await partnerArea(page).getByRole('link', { name: 'Sign in with Acme ID' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await signedInPageLoaded(page);
    assert.equal(await signedInUserId(page), firstUser);
    assert.equal(codes.length, 2);

    // A replayed one-time code is refused, by the API and in the browser.
    const replay = await fetch(`${server.baseUrl}/api/auth/partner/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: codes[1] }),
    });
    assert.equal(replay.status, 401);
    const visitor = await browser.newPage({ baseURL: server.baseUrl });
    await visitor.goto(`/?auth=true&source=partner&token=${codes[0]}`);
    await visitor.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    await visitor.getByText('This sign-in code has expired or was already used. Please sign in again.').waitFor();

    // A forged state never reaches the provider's token endpoint.
    await visitor.goto('/api/auth/partner/return?code=stolen&state=forged');
    await visitor.waitForURL(/\/auth\/callback\?error=partner_state$/);
    await visitor.getByText('This sign-in link has expired or was already used. Please sign in again.').waitFor();
    await visitor.getByRole('button', { name: 'Go to Home' }).waitFor();
    await visitor.close();
  } finally {
    await context.close();
  }
});
