import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { encodeSharedTour } from '@roamcast/shared/logic/tour-codec';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { waitUntilPlaying } from '../player/player-audio';
import { createTourThroughApi } from '../player/seed-tour';

const suite = useServerAndBrowser();

/** Three stops in central Rome, a few hundred metres apart; the offline engines know each one. */
const ROME = [
  { lat: 41.8902, lng: 12.4922, name: 'Colosseum' },
  { lat: 41.8925, lng: 12.4853, name: 'Roman Forum' },
  { lat: 41.8933, lng: 12.4829, name: 'Capitoline Hill' },
];
const FAR_AWAY = { latitude: 41.9109, longitude: 12.4818, accuracy: 10 };

async function ownerId(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/session`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { user: { id: string } } }).data.user.id;
}

/** Every response body the page receives, as text, to prove nothing private reaches a visitor. */
function recordResponses(context: BrowserContext): string[] {
  const bodies: string[] = [];
  context.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/json|html|text/.test(type)) return;
    void response.text().then(
      (text) => bodies.push(`${response.url()}\n${text}`),
      () => undefined,
    );
  });
  return bodies;
}

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: FAR_AWAY,
  });
  return { context, page: await context.newPage() };
}

test('an owner shares a tour; a visitor with no account opens it, and Live GPS Mode plays stop 3 on arrival', async () => {
  const { baseUrl } = suite.server;
  const owner = await signUpThroughApi(baseUrl);
  const id = await createTourThroughApi(baseUrl, owner.token, {
    name: 'Rome at a stroll',
    theme: 'historical_facts',
    waypoints: ROME,
  });
  await fetch(`${baseUrl}/api/tour-maker/routes/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ distance: 1.2, duration: 75, description: 'From the arena to the hill' }),
  });
  const userId = await ownerId(baseUrl, owner.token);

  // The owner shares it from My Tours: the dialog gives the link, copied with the spec's message.
  const ownerContext = await suite.browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await ownerContext.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), owner.token);
  let link: string;
  try {
    const page = await ownerContext.newPage();
    await page.goto('/tour-maker/manage');
    await page.getByRole('button', { name: 'Rome at a stroll', exact: true }).click();
    await page.getByRole('group', { name: 'Tour actions' }).getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Tour' });
    const field = dialog.getByRole('textbox', { name: 'Interactive link' });
    await field.waitFor();
    link = await field.inputValue();
    assert.match(link, /\/tour\/[A-Za-z0-9_-]{22,}$/);
    assert.match(await dialog.getByRole('textbox', { name: 'Import ID' }).inputValue(), /^[A-Za-z0-9_-]{22,}$/);
    await dialog.getByRole('button', { name: 'Copy Interactive link' }).click();
    await dialog.getByText('Share link copied to clipboard!').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  } finally {
    await ownerContext.close();
  }

  const { context, page } = await visitor();
  const bodies = recordResponses(context);
  try {
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { level: 1, name: 'Rome at a stroll' }).waitFor();
    for (const text of ['From the arena to the hill', '1.2 miles', '1h 15m', 'Stops: 3', 'Stop 1 of 3']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    for (const name of ['Share', 'Settings', 'Preview Mode', 'Live GPS Mode', 'Play', 'Hold to talk', 'Next stop']) {
      await page.getByRole('button', { name, exact: true }).first().waitFor();
    }
    await page.getByRole('button', { name: /^View Photos \(\d+\)$/ }).waitFor();
    await page.getByRole('heading', { name: 'Ask' }).waitFor();
    await page.getByText('Voice commands').waitFor();
    const chips = page.getByRole('navigation', { name: 'Stops' }).getByRole('button');
    assert.equal(await chips.count(), 3);
    assert.equal(
      await page.getByRole('button', { name: 'Save', exact: true }).count(),
      0,
      'a saved tour offers no Save',
    );

    // Live GPS Mode: the test walks to the third stop; the page jumps there, has its story written, and plays it.
    await page.getByRole('button', { name: 'Live GPS Mode' }).click();
    await page.getByText('Following your position: each stop plays as you reach it.').waitFor();
    await context.setGeolocation({ latitude: ROME[2]!.lat + 0.0001, longitude: ROME[2]!.lng, accuracy: 15 });
    await page.getByText('Stop 3 of 3').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Capitoline Hill' }).waitFor();
    assert.equal(
      await chips.filter({ hasText: 'Capitoline Hill' }).getAttribute('aria-current'),
      'step',
      'the third chip is the current stop',
    );
    await waitUntilPlaying(page, '/api/narrations/', 0.5, 180_000);

    const received = bodies.join('\n');
    assert.ok(received.includes('Rome at a stroll'), 'the responses were recorded');
    assert.ok(!received.includes(owner.email), 'no response carries the owner’s email');
    assert.ok(!received.includes(userId), 'no response carries the owner’s id');
    assert.ok(!received.includes(id), 'no response carries the tour’s id');
  } finally {
    await context.close();
  }
});

test('/tour?data= shows the tour the link carries without asking the share API, and offers Save', async () => {
  const { context, page } = await visitor();
  const shareCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tours/share')) shareCalls.push(request.url());
  });
  try {
    const data = encodeSharedTour({
      name: 'Trastevere evening',
      theme: 'food_culture',
      waypoints: [
        { lat: 41.8897, lng: 12.4695, name: 'Santa Maria in Trastevere', narrationText: 'A golden mosaic glows here.' },
        { lat: 41.8867, lng: 12.4707, name: 'Piazza di San Cosimato' },
      ],
    });
    await page.goto(`/tour?data=${data}`);
    await page.getByRole('heading', { level: 1, name: 'Trastevere evening' }).waitFor();
    await page.getByText('A golden mosaic glows here.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('You must be logged in to save a tour').waitFor();
    assert.deepEqual(shareCalls, []);
  } finally {
    await context.close();
  }
});

test('a signed-in visitor saves a link-carried tour: Tour saved! and its own share link', async () => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const { context, page } = await visitor();
  await context.addInitScript((value) => localStorage.setItem('roamcast-user-token', value), token);
  try {
    const data = encodeSharedTour({
      name: 'Aventine walk',
      waypoints: [{ lat: 41.8835, lng: 12.4797, name: 'Orange Garden' }],
    });
    await page.goto(`/tour?data=${data}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tour saved!').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/tour\/[A-Za-z0-9_-]{22,}$/);
    await page.getByRole('heading', { level: 1, name: 'Aventine walk' }).waitFor();
  } finally {
    await context.close();
  }
});

test('unknown codes and malformed links show Tour Not Found', async () => {
  const { context, page } = await visitor();
  try {
    const api = await fetch(`${suite.server.baseUrl}/api/tours/share/AAAAAAAAAAAAAAAAAAAAAA`);
    assert.equal(api.status, 404);
    for (const path of ['/tour/AAAAAAAAAAAAAAAAAAAAAA', '/tour?data=not-a-tour!!', '/tour']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Tour Not Found' }).waitFor();
      await page.getByText("The tour you're looking for doesn't exist or the link is invalid.").waitFor();
    }
  } finally {
    await context.close();
  }
});
