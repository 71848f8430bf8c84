import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { collectFirstLoadJavaScript } from '../support/first-load-javascript';
import { startServer, type RunningServer } from '../support/server';
import {
  cardToggle,
  createTour,
  openMyTours,
  seriousViolations,
  signedInContext,
  toolbarButton,
} from '../tour-maker/my-tours-kit';

// The server runs on a data folder of our own, so the test can set a plan straight in its database,
// as a billing webhook would.
const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-postcards-e2e-'));
let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function inDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'roamcast.db'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}
const setTier = (email: string, tier: 'standard' | 'premium') =>
  inDatabase((db) => db.prepare('UPDATE users SET tier = ? WHERE email = ?').run(tier, email));
const postcardCount = () =>
  inDatabase((db) => (db.prepare('SELECT COUNT(*) AS n FROM postcard_images').get() as { n: number }).n);

const TOUR = {
  name: 'Lisbon light',
  startPoint: 'Belém Tower',
  destination: 'Alfama',
  pointsOfInterest: [
    { name: 'Belém Tower', latitude: 38.6916, longitude: -9.216 },
    { name: 'Jerónimos Monastery', latitude: 38.6979, longitude: -9.2068 },
    { name: 'Praça do Comércio', latitude: 38.7075, longitude: -9.1364 },
    { name: 'Alfama', latitude: 38.7139, longitude: -9.1303 },
  ],
};
/** The link of the postcard the Standard traveller makes, for the weight check. */
let madeLink: string | undefined;
const BUDGET_KIB = 120;

const MESSAGE = 'Wish you were here, the tiles are glowing!';

/** A picture of a face-like drawing, made by the browser itself, to stand for a selfie. */
async function selfiePicture(): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 320, height: 320 } });
  try {
    await page.setContent(
      '<body style="margin:0;background:#f4c7a1"><div style="margin:60px;width:200px;height:200px;border-radius:50%;background:#e0a070;font-size:120px;text-align:center;line-height:200px">🙂</div></body>',
    );
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

async function openPostcardDialog(page: Page) {
  await openMyTours(page);
  await cardToggle(page, TOUR.name).click();
  await toolbarButton(page, 'Postcard').click();
}

test('a Freemium traveller gets the upgrade modal, the server refuses with 403, and nothing is stored', async () => {
  const { token } = await signUpThroughApi(server.baseUrl);
  await createTour(server.baseUrl, token, TOUR);
  const context = await signedInContext(browser, server.baseUrl, token);
  const page = await context.newPage();
  try {
    // Up front: the limits say Freemium has no postcards.
    await openPostcardDialog(page);
    const modal = page.getByRole('dialog', { name: 'Postcard Limit Reached' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Maybe Later' }).click();
    await modal.waitFor({ state: 'detached' });

    // And when the page thinks otherwise (limits from another moment), the server still refuses.
    await page.route('**/api/user/limits', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            tier: 'standard',
            tours: { current: 1, limit: 10 },
            postcards: { current: 0, limit: 3, resetsMonthly: true, resetDate: null },
          },
          error: null,
        },
      }),
    );
    const refused = page.waitForResponse((response) => response.url().includes('/api/postcards/generate/'));
    await toolbarButton(page, 'Postcard').click();
    await page.getByRole('button', { name: 'Generate Postcard' }).click();
    assert.equal((await refused).status(), 403);
    await page.getByRole('dialog', { name: 'Postcard Limit Reached' }).waitFor();
    assert.equal(postcardCount(), 0);
  } finally {
    await context.close();
  }
});

test('a Standard traveller makes a postcard with a selfie and a voice message; a visitor opens it and hears it', async () => {
  const { token, email } = await signUpThroughApi(server.baseUrl);
  setTier(email, 'standard');
  await createTour(server.baseUrl, token, TOUR);
  const context = await signedInContext(browser, server.baseUrl, token);
  const page = await context.newPage();
  let link: string;
  try {
    await openPostcardDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Create Postcard' });
    await dialog.getByRole('radio', { name: /Vintage/ }).check();
    await dialog.getByLabel('Upload a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await selfiePicture(),
    });
    const preview = dialog.getByRole('img', { name: 'Your selfie' });
    await preview.waitFor();
    assert.ok(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'the selfie preview shows');
    assert.match((await page.evaluate(() => localStorage.getItem('lastSelfieImage'))) ?? '', /^data:image\/jpeg/);

    await dialog.getByRole('textbox', { name: 'Voice message (optional)' }).fill(MESSAGE);
    await dialog.getByText(`${MESSAGE.length}/150 characters`).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the form is usable with a screen reader and keyboard');
    await dialog.getByRole('button', { name: 'Generate Postcard' }).click();

    const made = dialog.getByRole('img', { name: `Your postcard of ${TOUR.name}` });
    // Drawing the card and speaking the message take seconds; on a busy machine, many of them.
    await made.waitFor({ timeout: 100_000 });
    await page.getByText('Postcard generated successfully!').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('img[alt^="Your postcard of"]') as HTMLImageElement | null)?.complete,
    );
    assert.ok(await made.evaluate((img: HTMLImageElement) => img.naturalWidth >= 1200), 'the postcard is drawn');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    assert.equal((await download).suggestedFilename(), `${TOUR.name}_postcard.png`);
    await page.getByText('Postcard downloaded!').waitFor();

    link = (await dialog.getByRole('link', { name: /\/postcards\// }).textContent())!;
    assert.equal(postcardCount(), 1);
    madeLink = link;
  } finally {
    await context.close();
  }

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const seen = await visitor.newPage();
  try {
    await seen.goto(link);
    await seen.getByRole('heading', { level: 1, name: TOUR.name }).waitFor();
    const picture = seen.getByRole('img', { name: `Postcard of ${TOUR.name}` });
    await seen.waitForFunction(
      () => (document.querySelector('img[alt^="Postcard of"]') as HTMLImageElement | null)?.complete,
    );
    assert.ok(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth >= 1200), 'the picture shows');
    await seen.getByText(`“${MESSAGE}”`).waitFor();
    for (const text of ['Belém Tower', 'Alfama', 'Jerónimos Monastery', 'Praça do Comércio', 'Vintage · Scenic']) {
      assert.ok(await seen.getByText(text, { exact: true }).first().isVisible(), `${text} shows`);
    }
    // The message plays by itself (this Chromium allows autoplay); where a browser blocks it, the button does.
    const fallback = seen.getByRole('button', { name: 'Click to hear the message' });
    if (await fallback.isVisible()) await fallback.click();
    await seen.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3, null, {
      timeout: 15_000,
    });
    assert.equal(
      await seen.getByRole('link', { name: 'Create Your Own Tour' }).getAttribute('href'),
      '/tour-maker/make',
    );

    const download = seen.waitForEvent('download');
    await seen.getByRole('button', { name: 'Download Postcard' }).click();
    assert.equal((await download).suggestedFilename(), `${TOUR.name}_postcard.png`);
  } finally {
    await visitor.close();
  }
});

test("an unknown postcard code shows 'Postcard Not Found'", async () => {
  const visitor = await browser.newContext({ baseURL: server.baseUrl });
  const page = await visitor.newPage();
  try {
    await page.goto('/postcards/NoSuchPostcardCode12345');
    await page.getByRole('heading', { name: 'Postcard Not Found' }).waitFor();
    await page.getByText('This postcard may have been deleted or the link is invalid.').waitFor();
  } finally {
    await visitor.close();
  }
});

// A size budget, not a timing: the same build always weighs the same.
test(`a postcard's first load is at most ${BUDGET_KIB} KiB of JavaScript gzipped, with no schema library, player or Explorer`, async (t) => {
  assert.ok(madeLink, 'the postcard test made one');
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const load = await collectFirstLoadJavaScript(page, madeLink, (shown) =>
      shown.getByRole('button', { name: 'Download Postcard' }).waitFor(),
    );
    t.diagnostic(`postcard page first load: ${load.totalKiB} KiB gzipped`);
    const urls = load.scripts.map((script) => script.url);
    assert.ok(!urls.some((url) => /schemas|player|explorer|leaflet|sheet-dialog/.test(url)), `loaded: ${urls}`);
    assert.ok(load.totalKiB <= BUDGET_KIB, `first load is ${load.totalKiB} KiB: ${JSON.stringify(load.scripts)}`);
  } finally {
    await page.close();
  }
});
