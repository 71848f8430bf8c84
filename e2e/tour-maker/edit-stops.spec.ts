import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tourFigures } from '@roamcast/shared/logic/tour-length';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { MAKING_TIMEOUT, phoneContext } from './creator-kit';

const suite = useServerAndBrowser();

// Three Lisbon sights, a short walk apart (coordinates from the landmark pack's neighbourhood).
const STOPS = [
  { id: 'stop-square', name: 'Praça do Comércio', latitude: 38.7075, longitude: -9.1364 },
  { id: 'stop-cathedral', name: 'Lisbon Cathedral', latitude: 38.7098, longitude: -9.1332 },
  { id: 'stop-castle', name: 'Castle of São Jorge', latitude: 38.7139, longitude: -9.1334 },
];

interface ApiTour {
  id: string;
  name: string;
  distance: number | null;
  duration: number | null;
  shareCode: string | null;
  aiImagePrompt: string | null;
  aiImageUrl: string | null;
  pointsOfInterest: { name: string }[];
  narrations: { id: string; waypointIndex: number | null; createdAt: string }[];
}

async function call<T>(method: string, path: string, token: string, body?: object): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Which story (narration id) each stop plays: the newest placed at its index, as the player picks. */
function storyAt(tour: ApiTour): (string | null)[] {
  return tour.pointsOfInterest.map((_, index) => {
    const placed = tour.narrations.filter((narration) => narration.waypointIndex === index);
    placed.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return placed.at(-1)?.id ?? null;
  });
}

/** A new traveller's tour of STOPS named `name`, with a story made for each stop (their ids in order). */
async function tourWithStories(name: string) {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const created = await call<ApiTour>('POST', '/api/tour-maker/routes', token, {
    name,
    theme: 'historical_facts',
    pointsOfInterest: STOPS,
  });
  const stories: string[] = [];
  for (const [index, stop] of STOPS.entries()) {
    const narration = await call<{ id: string }>('POST', '/api/narrations', token, {
      theme: 'historical_facts',
      location: { lat: stop.latitude, lng: stop.longitude, name: stop.name },
      language: 'en',
      duration: 1,
      routeId: created.id,
      waypointIndex: index,
    });
    stories.push(narration.id);
  }
  return { token, created, stories };
}

test('the card, the shared page, the cover and the API agree; editing stops keeps each story with its stop', async () => {
  const { token, created, stories } = await tourWithStories('Old Lisbon');
  const { shareCode } = await call<{ shareCode: string }>('POST', `/api/tours/${created.id}/share`, token);

  const context = await phoneContext(suite.browser, suite.server.baseUrl, token);
  const page = await context.newPage();
  try {
    // One source for the figures: the API's numbers, shown the same way on the card, the shared page and the cover.
    let tour = await call<ApiTour>('GET', `/api/tour-maker/routes/${created.id}`, token);
    const figures = tourFigures(tour);
    assert.ok(figures.miles !== null && figures.totalMinutes !== null, 'a hand-made tour is measured from its stops');
    const time = figures.hours > 0 ? `${figures.hours} h ${figures.minutes} min` : `${figures.minutes} min`;
    await page.goto('/tour-maker/manage');
    const card = page.getByRole('list', { name: 'Your Tours' }).getByRole('button', { name: 'Old Lisbon' });
    await card.waitFor();
    const facts = (await card.getAttribute('aria-describedby'))!;
    const cardText = await page.locator(`[id="${facts}"]`).textContent();
    assert.match(cardText!, new RegExp(`${figures.miles} mi · ${time}`));
    await page.goto(`/tour/${shareCode}`);
    const pageFacts = page.getByRole('list', { name: 'Tour facts' });
    await pageFacts.getByText(`${figures.miles} miles`, { exact: true }).waitFor();
    const shownTime = figures.hours > 0 ? `${figures.hours}h ${figures.minutes}m` : `${figures.minutes}m`;
    await pageFacts.getByText(shownTime, { exact: true }).waitFor();
    // The cover is drawn in the background after the save (a busy machine may take a while).
    for (let tries = 0; !tour.aiImagePrompt && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      tour = await call<ApiTour>('GET', `/api/tour-maker/routes/${created.id}`, token);
    }
    assert.match(tour.aiImagePrompt ?? '', new RegExp(`${figures.miles} mi · ${time}`));

    // Edit Your Tour: move the castle to the front with the keyboard, remove the cathedral, rename
    // the square and add a place through the search.
    await page.goto(`/tour-maker/make/${created.id}`);
    const stops = page.getByRole('list', { name: 'Stops' });
    await stops.waitFor();
    const moveUp = stops.getByRole('button', { name: 'Move up', exact: true });
    await moveUp.nth(2).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Castle of São Jorge is now stop 2 of 3.').waitFor();
    // Focus stayed with the castle's control: Enter again takes it to the top.
    await page.keyboard.press('Enter');
    await page.getByText('Castle of São Jorge is now stop 1 of 3.').waitFor();
    await page.getByLabel('Name of stop 2').fill('Commerce Square');
    await stops.getByRole('button', { name: 'Remove stop', exact: true }).nth(2).click();
    await page.getByText('Lisbon Cathedral removed. Stops left: 2.').waitFor();
    await page.getByLabel('Place to add').fill('Sintra');
    await page.getByRole('button', { name: 'Add stop', exact: true }).click();
    const choice = page.getByRole('list', { name: 'Which place do you mean?' });
    const added = page.getByText(/added as stop 3\.$/);
    await choice.or(added).first().waitFor();
    if (await choice.isVisible()) await choice.getByRole('button').first().click();
    await added.waitFor();
    assert.deepEqual(
      await stops
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ['Castle of São Jorge', 'Commerce Square', await page.getByLabel('Name of stop 3').inputValue()],
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/tour-maker\/manage$/, { timeout: MAKING_TIMEOUT });

    tour = await call<ApiTour>('GET', `/api/tour-maker/routes/${created.id}`, token);
    assert.deepEqual(tour.pointsOfInterest.map((poi) => poi.name).slice(0, 2), [
      'Castle of São Jorge',
      'Commerce Square',
    ]);
    const after = storyAt(tour);
    // The castle's and the square's stories moved with them; the cathedral's left the tour.
    assert.deepEqual(after.slice(0, 2), [stories[2], stories[0]]);
    assert.ok(!tour.narrations.some((narration) => narration.id === stories[1]));
    // Only the new stop was narrated: it has a story no stop had before.
    assert.ok(after[2] && !stories.includes(after[2]), 'the added stop has its own new story');
    assert.equal(tour.narrations.length, 3);
    assert.notEqual(tour.distance, created.distance, 'the figures follow the new stops');

    // The share link still opens the tour, now with its new stops.
    assert.equal(tour.shareCode, shareCode);
    await page.goto(`/tour/${shareCode}`);
    await page.getByRole('heading', { level: 1, name: 'Old Lisbon' }).waitFor();
    await page.getByText('Commerce Square').first().waitFor({ timeout: 10_000 });
  } finally {
    await context.close();
  }
});

test('stops dragged by their handles, with a mouse and a finger, keep their stories once saved', async () => {
  const { token, created, stories } = await tourWithStories('Lisbon Hills');
  // The first cover, drawn in the background (a busy machine may take a while).
  let drawn = await call<ApiTour>('GET', `/api/tour-maker/routes/${created.id}`, token);
  for (let tries = 0; !drawn.aiImageUrl && tries < 300; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    drawn = await call<ApiTour>('GET', `/api/tour-maker/routes/${created.id}`, token);
  }
  assert.ok(drawn.aiImageUrl, 'the tour has its first cover');

  const context = await phoneContext(suite.browser, suite.server.baseUrl, token, { hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(`/tour-maker/make/${created.id}`);
    const stops = page.getByRole('list', { name: 'Stops' });
    await stops.waitFor();
    const order = () =>
      stops.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const handles = stops.getByRole('button', { name: 'Drag to reorder', exact: true });
    assert.equal(await handles.count(), 3);
    await stops.evaluate((list) => list.scrollIntoView({ block: 'center' }));
    const centre = async (index: number) => {
      const box = (await handles.nth(index).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const topOf = async (index: number) => (await stops.getByRole('listitem').nth(index).boundingBox())!.y;

    // A mouse takes stop 3 by its handle above stop 1.
    const from = await centre(2);
    const to = (await topOf(0)) + 4;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, to, { steps: 12 });
    await page.mouse.up();
    await page.getByText('Castle of São Jorge is now stop 1 of 3.').waitFor();
    assert.deepEqual(await order(), ['Castle of São Jorge', 'Praça do Comércio', 'Lisbon Cathedral']);

    // A finger takes the new stop 3 above stop 2 (touch events, as a phone sends them).
    const cdp = await context.newCDPSession(page);
    const finger = await centre(2);
    const target = (await topOf(1)) + 4;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    for (let step = 1; step <= 12; step++) {
      const y = finger.y + ((target - finger.y) * step) / 12;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: finger.x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.getByText('Lisbon Cathedral is now stop 2 of 3.').waitFor();
    assert.deepEqual(await order(), ['Castle of São Jorge', 'Lisbon Cathedral', 'Praça do Comércio']);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/tour-maker\/manage$/, { timeout: MAKING_TIMEOUT });
    // The card shows the cover drawn again with the new route, at a new address.
    const redrawn = (await call<ApiTour>('GET', `/api/tour-maker/routes/${created.id}`, token)).aiImageUrl;
    assert.ok(redrawn && redrawn !== drawn.aiImageUrl, 'the cover was drawn again');
    const card = page
      .getByRole('list', { name: 'Your Tours' })
      .getByRole('listitem')
      .filter({ hasText: 'Lisbon Hills' });
    await card.locator(`img[src="${redrawn}"]`).waitFor();

    // Opened again, the editor lists the dragged order, and each stop plays the story it had.
    await page.goto(`/tour-maker/make/${created.id}`);
    await stops.waitFor();
    assert.deepEqual(await order(), ['Castle of São Jorge', 'Lisbon Cathedral', 'Praça do Comércio']);
    const tour = await call<ApiTour>('GET', `/api/tour-maker/routes/${created.id}`, token);
    assert.deepEqual(
      tour.pointsOfInterest.map((poi) => poi.name),
      ['Castle of São Jorge', 'Lisbon Cathedral', 'Praça do Comércio'],
    );
    assert.deepEqual(storyAt(tour), [stories[2], stories[1], stories[0]]);
  } finally {
    await context.close();
  }
});
