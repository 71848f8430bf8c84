import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import {
  cardOf,
  cardToggle,
  createTour,
  DESKTOP,
  openMyTours,
  PHONE,
  seriousViolations,
  signedInContext,
  toolbarButton,
} from './my-tours-kit';

const suite = useServerAndBrowser();

const HARBOUR = {
  name: 'Harbour walk',
  description: 'Ferries, sea lions and the fish market',
  startPoint: 'Pier 39',
  destination: 'Ferry Building',
  theme: 'waterfront',
  pointsOfInterest: [
    { name: 'Pier 39', latitude: 37.8087, longitude: -122.4098 },
    { name: 'Ferry Building', latitude: 37.7955, longitude: -122.3937 },
  ],
};
const GHOSTS = {
  name: 'Old Town after dark',
  startPoint: 'Royal Mile',
  destination: 'Greyfriars',
  theme: 'ghost_stories',
};
const GARDENS = { name: 'Kew in spring', description: 'Glasshouses and magnolias', theme: 'nature' };

test('a visitor is offered sign-in for My Tours and sees the famous tours', async () => {
  const context = await signedInContext(suite.browser, suite.server.baseUrl, null);
  const page = await context.newPage();
  try {
    await openMyTours(page);
    await page.getByText('Sign in to see the tours you have made.').waitFor();
    await cardToggle(page, 'Pacific Coast Highway').waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('dialog').waitFor();
  } finally {
    await context.close();
  }
});

test('on a phone, the search narrows the grid and a tapped card becomes the toolbar’s tour', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  for (const tour of [HARBOUR, GHOSTS, GARDENS]) await createTour(suite.server.baseUrl, token, tour);
  const context = await signedInContext(suite.browser, suite.server.baseUrl, token, PHONE);
  const page = await context.newPage();
  try {
    await openMyTours(page);
    const grid = page.getByRole('list', { name: 'Your Tours' });
    await cardToggle(page, 'Harbour walk').waitFor();
    assert.equal(await grid.getByRole('listitem').count(), 3);
    // The card says its stops, its theme, and the tour's stored distance and duration (issue 24).
    assert.match(
      (await cardToggle(page, 'Harbour walk')
        .getAttribute('aria-describedby')
        .then(async (id) => page.locator(`[id="${id}"]`).textContent())) ?? '',
      /^Stops: 2 · Waterfront · \d+(\.\d)? mi · \d+ min$/u,
    );

    const search = page.getByRole('searchbox', { name: 'Search tours' });
    await search.fill('sea lions'); // description
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Your Tours"] > li').length === 1);
    assert.equal(await grid.getByRole('listitem').first().getByRole('heading').textContent(), 'Harbour walk');
    await search.fill('greyfriars'); // destination
    await cardToggle(page, 'Old Town after dark').waitFor();
    assert.equal(await cardToggle(page, 'Harbour walk').count(), 0);
    await search.fill('ghost stories'); // theme, by its shown name
    await cardToggle(page, 'Old Town after dark').waitFor();
    await search.fill('venice');
    await page.getByText('No tours match “venice”.').first().waitFor();
    await search.fill('');
    await cardToggle(page, 'Kew in spring').waitFor();

    // Nothing chosen yet: the toolbar waits.
    assert.equal(await toolbarButton(page, 'Play').isDisabled(), true);
    await cardOf(page, 'Kew in spring').click(); // anywhere on the card
    await page.getByRole('button', { name: 'Kew in spring', exact: true, pressed: true }).waitFor({ timeout: 5_000 });
    await page.getByText('Selected: Kew in spring').waitFor();
    for (const name of ['Play', 'Share', 'Regenerate Narrations', 'Regenerate Cover', 'Upload', 'Delete'])
      assert.equal(await toolbarButton(page, name).isEnabled(), true, name);
    // The toolbar stays in thumb reach at the bottom of the screen.
    const box = (await toolbarButton(page, 'Delete').boundingBox())!;
    assert.ok(box.y > PHONE.height * 0.66 && box.height >= 44, `Delete sits at ${box.y}px, ${box.height}px tall`);

    // Keyboard: the card's toggle takes Space like any button.
    await cardToggle(page, 'Kew in spring').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Kew in spring', exact: true, pressed: false }).waitFor({ timeout: 5_000 });
    await toolbarButton(page, 'Play', { disabled: true }).waitFor({ timeout: 5_000 });

    await cardToggle(page, 'Harbour walk').click();
    await toolbarButton(page, 'Share').click();
    const sharing = page.getByRole('dialog', { name: 'Share Tour' });
    await sharing.getByText('Interactive link').waitFor();
    assert.match(await sharing.getByRole('textbox', { name: 'Interactive link' }).inputValue(), /\/tour\/[\w-]{22}$/);
    await sharing.getByRole('button', { name: 'Close' }).first().click();
    await sharing.waitFor({ state: 'hidden' });
  } finally {
    await context.close();
  }
});

test('Delete asks first, then the tour is gone from the page and the server', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const id = await createTour(suite.server.baseUrl, token, GHOSTS);
  await createTour(suite.server.baseUrl, token, GARDENS);
  const context = await signedInContext(suite.browser, suite.server.baseUrl, token, PHONE);
  const page = await context.newPage();
  try {
    await openMyTours(page);
    await cardToggle(page, 'Old Town after dark').click();
    await toolbarButton(page, 'Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete this tour?' });
    await confirm.getByText('“Old Town after dark” will be removed from your tours.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // While the dialog is open the page behind it is hidden from assistive technology (and from
    // role queries): count once it has closed.
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(await cardToggle(page, 'Old Town after dark').count(), 1);

    await toolbarButton(page, 'Delete').click();
    await page.getByRole('dialog', { name: 'Delete this tour?' }).getByRole('button', { name: 'Delete Tour' }).click();
    await page.getByRole('status').filter({ hasText: 'Tour deleted successfully!' }).waitFor();
    await cardToggle(page, 'Old Town after dark').waitFor({ state: 'detached' });
    await cardToggle(page, 'Kew in spring').waitFor();
    const gone = await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(gone.status, 404);
    // After a reload the tour is still gone: the server removed it, not only the page.
    await page.reload();
    await cardToggle(page, 'Kew in spring').waitFor();
    assert.equal(await cardToggle(page, 'Old Town after dark').count(), 0);
  } finally {
    await context.close();
  }
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`My Tours passes an axe scan on a ${device}, with a tour selected and with a confirmation open`, async () => {
    const { token } = await signUpThroughApi(suite.server.baseUrl);
    for (const tour of [HARBOUR, GHOSTS]) await createTour(suite.server.baseUrl, token, tour);
    const context = await signedInContext(suite.browser, suite.server.baseUrl, token, viewport);
    const page = await context.newPage();
    try {
      await openMyTours(page);
      await cardToggle(page, 'Harbour walk').waitFor();
      await cardToggle(page, 'Pacific Coast Highway').waitFor();
      assert.deepEqual(await seriousViolations(page), []);

      await cardToggle(page, 'Harbour walk').click();
      assert.deepEqual(await seriousViolations(page), []);

      await toolbarButton(page, 'Regenerate Narrations').click();
      await page.getByRole('dialog', { name: 'Regenerate all narrations?' }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      if (device === 'desktop') {
        // A laptop uses the room: cards sit side by side and all eight actions fit one row.
        // The closed dialog lifts its aria-hidden from the page a moment after it leaves: wait for the cards.
        const cards = page.getByRole('list', { name: 'Your Tours' }).getByRole('listitem');
        await cards.nth(1).waitFor();
        const [first, second] = await cards.all();
        assert.equal((await first!.boundingBox())!.y, (await second!.boundingBox())!.y);
        const tops = new Set(
          await page
            .getByRole('group', { name: 'Tour actions' })
            .getByRole('button')
            .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top))),
        );
        assert.equal(tops.size, 1);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    } finally {
      await context.close();
    }
  });
}
