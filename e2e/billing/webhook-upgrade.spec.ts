import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import Stripe from 'stripe';
import { signUpThroughApi } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// The test stands in for Stripe: it signs its events with the server's webhook secret.
const SECRET = 'whsec_e2e_billing_secret';
const UPGRADE_URL = 'https://billing.example.test/upgrade';
const stripe = new Stripe('sk_unused_for_test_signatures');

let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startServer({ STRIPE_WEBHOOK_SECRET: SECRET, UPGRADE_URL });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function userIdOf(token: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/user/session`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { user: { id: string } } };
  return data.user.id;
}

/** Posts a checkout event as Stripe would; `secret` other than the server's makes a forged one. */
async function postCheckout(userId: string, eventId: string, secret = SECRET) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { client_reference_id: userId, customer: 'cus_e2e', metadata: { tier: 'premium' } } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${server.baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

async function openSettings(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).first().click();
  return page.getByRole('dialog', { name: 'Settings' });
}

test('a signed billing webhook makes a freemium traveller premium: 30 tours and unlimited postcards', async () => {
  const { token } = await signUpThroughApi(server.baseUrl);
  const userId = await userIdOf(token);
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  // The upgrade page is someone else's site; here it only has to answer.
  await context.route(`${UPGRADE_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: 'Upgrade' }));
  const page = await context.newPage();
  try {
    let settings = await openSettings(page);
    await settings.getByText('Freemium').first().waitFor();
    await settings.getByText('0/3').waitFor();

    // Upgrade Now opens the configured page in a new tab, naming the user for the webhook.
    await settings.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
    const popup = context.waitForEvent('page');
    await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    const opened = new URL(tab.url());
    assert.equal(`${opened.origin}${opened.pathname}`, UPGRADE_URL);
    assert.equal(opened.searchParams.get('client_reference_id'), userId);
    assert.equal(opened.searchParams.get('plan'), 'premium');
    await tab.close();

    // A forged event is refused and changes nothing.
    const forged = await postCheckout(userId, 'evt_e2e_forged', 'whsec_not_the_servers');
    assert.equal(forged.status, 400);
    const limits = await fetch(`${server.baseUrl}/api/user/limits`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(((await limits.json()) as { data: { tier: string } }).data.tier, 'freemium');

    const eventId = `evt_e2e_${Date.now()}`;
    const delivered = await postCheckout(userId, eventId);
    assert.equal(delivered.status, 200);
    const replayed = await postCheckout(userId, eventId);
    assert.equal(replayed.status, 200);
    assert.equal(((await replayed.json()) as { data: { outcome: string } }).data.outcome, 'replayed');

    settings = await openSettings(page);
    await settings.getByText('Premium').first().waitFor();
    await settings.getByText('0/30').waitFor();
    await settings.getByText('0/∞').waitFor();
    assert.equal(await settings.getByText('Postcards', { exact: true }).count(), 1);
  } finally {
    await context.close();
  }
});
