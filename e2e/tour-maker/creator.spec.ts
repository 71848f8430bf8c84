import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import {
  arriveInPlayer,
  hearStopOne,
  MAKING_TIMEOUT,
  myTours,
  openCreatorTab,
  phoneContext,
  seeInMyTours,
} from './creator-kit';
import { holdRequests } from '../support/hold-request';

const suite = useServerAndBrowser();

const EDINBURGH = { latitude: 55.9486, longitude: -3.1999, accuracy: 10 }; // the castle esplanade

test('a new freemium user makes tours four ways, hears each, meets the tour limit, deletes one and edits one', async () => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const context = await phoneContext(suite.browser, baseUrl, token, {
    geolocation: EDINBURGH,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  try {
    // Specialty: Rome, the default theme (food culture) and length (1 min).
    await openCreatorTab(page, 'Specialty');
    await page.getByLabel('Location').fill('Rome');
    await page.getByLabel('Tour Name').fill('Roman food');
    assert.equal(await page.getByLabel('Theme', { exact: true }).inputValue(), 'food_culture');
    await page.getByText('Local dishes, markets and culinary traditions').waitFor();
    await page.getByLabel('Theme focus (optional)').fill('Trattorias, markets and gelato');
    // The real request waits until the button has been seen saying so: a quick server answers first.
    const creation = await holdRequests(page, '**/api/tour-maker/specialty-tour');
    await page.getByRole('button', { name: 'Create Tour' }).click();
    await page.getByRole('button', { name: 'Creating...' }).waitFor();
    creation.release();
    const roman = await arriveInPlayer(page);
    await page.getByRole('heading', { level: 1, name: 'Roman food' }).waitFor();
    await hearStopOne(page, baseUrl, token, roman);
    await seeInMyTours(page, 'Roman food');

    // Ask AI: Detect fills the place from the phone's position; a quick example fills the request.
    await openCreatorTab(page, 'Ask AI');
    assert.match(page.url(), /tab=ask-claude$/);
    await page.getByRole('button', { name: 'Detect' }).click();
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[aria-required="true"]');
      return Boolean(input?.value);
    });
    assert.match(await page.getByLabel('Location').inputValue(), /Edinburgh/);
    await page.getByRole('button', { name: 'Haunted houses and ghost stories for an evening stroll' }).click();
    assert.equal(
      await page.getByLabel('Describe your tour').inputValue(),
      'Haunted houses and ghost stories for an evening stroll',
    );
    await page.getByRole('button', { name: 'Create Tour' }).click();
    const haunted = await arriveInPlayer(page);
    const askName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    assert.ok(askName.length > 0);
    await hearStopOne(page, baseUrl, token, haunted);
    await seeInMyTours(page, askName);

    // Deep Dive: a topic, what to learn, the default medium length.
    await openCreatorTab(page, 'Deep Dive');
    await page.getByLabel('Place or topic').fill('Kyoto');
    await page.getByLabel('What would you like to learn?').fill('How the temples and gardens shaped the city');
    assert.equal(await page.getByLabel('Length').inputValue(), 'medium');
    await page.getByRole('button', { name: 'Generate Deep Dive' }).click();
    const kyoto = await arriveInPlayer(page);
    await hearStopOne(page, baseUrl, token, kyoto);
    await seeInMyTours(page, 'Kyoto');

    // The fourth tour on Freemium: the upgrade prompt, and nothing is saved.
    await openCreatorTab(page, 'Walking/Indoor');
    await page.getByLabel('Tour Name').fill('Paris stroll');
    await page.getByLabel('Starting location').fill('Paris');
    await page.getByRole('checkbox', { name: 'Use GPS tracking during playback' }).check();
    await page.getByRole('button', { name: 'Create Tour' }).click();
    const limit = page.getByRole('dialog', { name: 'Tour Limit Reached' });
    await limit.getByText("You've reached your tour limit of 3 tours on the Freemium plan.").waitFor();
    await limit.getByRole('region', { name: 'Standard' }).getByText('Recommended').waitFor();
    assert.equal((await myTours(baseUrl, token)).length, 3);
    await limit.getByRole('button', { name: 'Maybe Later' }).click();

    // Delete one in My Tours; then the walk fits.
    await seeInMyTours(page, 'Kyoto');
    await page.getByRole('list', { name: 'Your Tours' }).getByRole('button', { name: 'Kyoto', exact: true }).click();
    await page
      .getByRole('group', { name: 'Tour actions' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByRole('dialog', { name: 'Delete this tour?' }).getByRole('button', { name: 'Delete Tour' }).click();
    await page.getByText('Tour deleted successfully!').waitFor();
    assert.deepEqual((await myTours(baseUrl, token)).map((tour) => tour.name).sort(), [askName, 'Roman food'].sort());

    await openCreatorTab(page, 'Walking/Indoor');
    assert.ok(await page.getByRole('radio', { name: 'Walking' }).isChecked());
    await page.getByLabel('Tour Name').fill('Paris stroll');
    await page.getByLabel('Starting location').fill('Paris');
    await page.getByLabel('Description (optional)').fill('Quiet streets along the Seine');
    await page.getByRole('checkbox', { name: 'Use GPS tracking during playback' }).check();
    await page.getByRole('button', { name: 'Create Tour' }).click();
    const paris = await arriveInPlayer(page);
    await hearStopOne(page, baseUrl, token, paris);
    await seeInMyTours(page, 'Paris stroll');

    // Edit the walk from the player: new name and theme, then My Tours shows them.
    await page.goto(`/tour-maker/play/${paris}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Your Tour' }).waitFor();
    const name = page.getByLabel('Tour Name');
    await name.waitFor();
    assert.equal(await name.inputValue(), 'Paris stroll');
    await name.fill('Paris murals');
    await page.getByLabel('Theme', { exact: true }).selectOption({ label: 'Street Art' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/tour-maker\/manage$/);
    const grid = page.getByRole('list', { name: 'Your Tours' });
    await grid.getByRole('button', { name: 'Paris murals', exact: true }).waitFor();
    assert.equal(await grid.getByRole('button', { name: 'Paris stroll', exact: true }).count(), 0);
    await page.getByRole('searchbox').fill('Street Art');
    await grid.getByRole('button', { name: 'Paris murals', exact: true }).waitFor();
    assert.equal(await grid.getByRole('listitem').count(), 1);
    const saved = (await myTours(baseUrl, token)).find((tour) => tour.id === paris);
    assert.deepEqual(saved && { name: saved.name, theme: saved.theme }, {
      name: 'Paris murals',
      theme: 'street_art',
    });
  } finally {
    await context.close();
  }
});

const LISBON_GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Roamcast e2e" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>Lisbon hills</name></metadata>
  <wpt lat="38.7139" lon="-9.1335"><name>Castelo de São Jorge</name></wpt>
  <wpt lat="38.7097" lon="-9.1336"><name>Sé de Lisboa</name></wpt>
  <wpt lat="38.7078" lon="-9.1366"><name>Praça do Comércio</name></wpt>
</gpx>`;

test('a new user imports a GPX file, which is saved, listed and plays', async () => {
  const { baseUrl } = suite.server;
  const { token } = await signUpThroughApi(baseUrl);
  const context = await phoneContext(suite.browser, baseUrl, token);
  const page = await context.newPage();
  try {
    await openCreatorTab(page, 'Import');
    await page.getByText('Google Maps routes hold up to 10 waypoints.').waitFor();
    await page.getByText('Imported tours are saved to your collection, and you can edit them.').waitFor();
    // A file over 5 MB is refused before anything is sent.
    await page.getByLabel('Choose a GPX or KML file').setInputFiles({
      name: 'whole-country.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, ' '),
    });
    await page.getByText('whole-country.gpx is larger than 5 MB. Choose a GPX or KML file of at most 5 MB.').waitFor();
    await page.getByLabel('Choose a GPX or KML file').setInputFiles({
      name: 'lisbon-hills.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(LISBON_GPX),
    });
    await page.getByText('lisbon-hills.gpx').waitFor();
    await page.getByRole('button', { name: 'Import Tour' }).click();
    const id = await arriveInPlayer(page);
    await page.getByRole('heading', { level: 1, name: 'Lisbon hills' }).waitFor({ timeout: MAKING_TIMEOUT });
    await page.getByText('Stop 1 of 3').waitFor();
    await hearStopOne(page, baseUrl, token, id);
    await seeInMyTours(page, 'Lisbon hills');
  } finally {
    await context.close();
  }
});

test('every creator message of SPEC §5 appears in the browser', async () => {
  const { baseUrl } = suite.server;
  // A visitor who fills the form is asked to sign in, and nothing is saved.
  const visitor = await phoneContext(suite.browser, baseUrl, null);
  try {
    const page = await visitor.newPage();
    await page.goto('/tour-maker/make');
    await page.getByLabel('Location').fill('Rome');
    await page.getByLabel('Tour Name').fill('Roman food');
    await page.getByRole('button', { name: 'Create Tour' }).click();
    await page.getByRole('alert').getByText('You must be logged in to save a tour').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').waitFor();
  } finally {
    await visitor.close();
  }

  const { token } = await signUpThroughApi(baseUrl);
  // No geolocation permission: the position is refused.
  const context = await phoneContext(suite.browser, baseUrl, token);
  try {
    const page = await context.newPage();
    const forms = [
      ['specialty', 'Create Tour', 'Please fill in all required fields (Name, Location, Theme)'],
      ['ask-claude', 'Create Tour', 'Please provide both location and your tour request'],
      ['deep-dive', 'Generate Deep Dive', 'Please fill in both the place/topic and what you would like to learn'],
      ['walking-indoor', 'Create Tour', 'Please fill in tour name and location'],
      ['import', 'Import Tour', 'Please enter a Google Maps URL or tour share code'],
    ] as const;
    for (const [tab, submit, message] of forms) {
      await page.goto(`/tour-maker/make?tab=${tab}`);
      await page.getByRole('button', { name: submit }).click();
      await page.getByRole('alert').getByText(message).waitFor();
    }

    await page.goto('/tour-maker/make?tab=ask-claude');
    await page.getByRole('button', { name: 'Detect' }).click();
    await page
      .getByText(
        'Unable to detect location: GPS permission denied. Please enable location access in your browser settings.',
      )
      .waitFor();

    // A browser without the Geolocation API. (Given as text: the test runner's compiler would add
    // helpers to a function that do not exist in the page.)
    await context.addInitScript({
      content: "Object.defineProperty(Navigator.prototype, 'geolocation', { value: undefined, configurable: true });",
    });
    await page.reload();
    await page.getByRole('button', { name: 'Detect' }).click();
    await page.getByText('Geolocation is not supported by your browser').waitFor();
    assert.equal((await myTours(baseUrl, token)).length, 0);
  } finally {
    await context.close();
  }
});
