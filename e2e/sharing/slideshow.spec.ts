import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { speedUpAudio } from '../player/player-audio';
import { createTourThroughApi, LISBON_STOPS, narrateStopThroughApi, readTourThroughApi } from '../player/seed-tour';
import { cardToggle, openMyTours, signedInContext, toolbarButton } from '../tour-maker/my-tours-kit';

const suite = useServerAndBrowser();

/** A two-stop tour whose stories are written and spoken to the end (offline engines), as Generate does. */
async function narratedTour(baseUrl: string, token: string, name: string): Promise<string> {
  const id = await createTourThroughApi(baseUrl, token, { name, theme: 'historical_facts', waypoints: LISBON_STOPS });
  for (const [index, stop] of LISBON_STOPS.entries()) await narrateStopThroughApi(baseUrl, token, id, index, stop);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const tour = await readTourThroughApi(baseUrl, token, id);
    const audio = tour.narrations.map((narration) => narration.audioUrl);
    if (audio.length === LISBON_STOPS.length && audio.every(Boolean)) {
      // Heard to the end once, so the visitor meets stored files rather than speech still being made.
      for (const url of audio) await (await fetch(`${baseUrl}${url}`)).arrayBuffer();
      return id;
    }
    if (Date.now() > deadline) throw new Error('the narrations were not ready in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The owner's counts as My Tours' Slideshow dialog shows them (it also makes the link the first time). */
async function ownerSees(page: Page, tourName: string) {
  await openMyTours(page);
  await cardToggle(page, tourName).click();
  await toolbarButton(page, 'Slideshow').click();
  const dialog = page.getByRole('dialog', { name: 'Slideshow Link' });
  const link = await dialog.getByRole('textbox', { name: 'Slideshow link' }).inputValue();
  await dialog.getByText('Views', { exact: true }).waitFor();
  const count = async (label: string) =>
    Number(await dialog.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').innerText());
  const counts = {
    views: await count('Views'),
    unique: await count('Unique viewers'),
    completions: await count('Completions'),
    cta: await count('CTA clicks'),
  };
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { link, counts };
}

test('a visitor plays a slideshow to Tour Complete! and its owner sees one view, completion and CTA click', async () => {
  const { baseUrl } = suite.server;
  const owner = await signUpThroughApi(baseUrl);
  const tourName = `Belém by the river ${randomBytes(2).toString('hex')}`;
  await narratedTour(baseUrl, owner.token, tourName);

  const ownerContext = await signedInContext(suite.browser, baseUrl, owner.token);
  const visitorContext = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  // Counts the screen wake lock's requests and releases as the page makes them (headless Chromium has
  // no screen to keep on). Plain text, not a function: the test's compiler would add helpers to one.
  await visitorContext.addInitScript({
    content: `
      window.wakeLog = { requested: 0, released: 0 };
      WakeLock.prototype.request = function () {
        window.wakeLog.requested += 1;
        const sentinel = { released: false, release() { sentinel.released = true; window.wakeLog.released += 1; return Promise.resolve(); } };
        return Promise.resolve(sentinel);
      };`,
  });
  try {
    const ownerPage = await ownerContext.newPage();
    const first = await ownerSees(ownerPage, tourName);
    assert.match(first.link, /\/slideshow\/[A-Za-z0-9_-]{22}$/);
    assert.deepEqual(first.counts, { views: 0, unique: 0, completions: 0, cta: 0 });

    const visitor = await visitorContext.newPage();
    const bodies: string[] = [];
    visitor.on('response', (response) => {
      if (response.url().includes('/api/'))
        void response.text().then(
          (text) => bodies.push(text),
          () => undefined,
        );
    });
    await visitor.goto(new URL(first.link).pathname);
    await visitor.getByRole('heading', { level: 1, name: tourName }).waitFor();
    await visitor.getByText('2 stops • AI-narrated tour').waitFor();
    // A free creator's slideshow carries the promotional block.
    await visitor.getByRole('heading', { name: 'Made with Roamcast' }).waitFor();

    await visitor.getByRole('button', { name: 'Start Tour' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Belém Tower' }).waitFor();
    await visitor.getByText('Stop 1 of 2').waitFor();
    const story = await visitor.locator('main p.leading-relaxed').innerText();
    assert.ok(story.length > 40 && !/BEGIN NARRATION|END NARRATION/.test(story), story);
    await visitor.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio && !audio.paused && audio.currentTime > 0.2;
    });
    assert.equal(
      await visitor.evaluate(() => (window as unknown as { wakeLog: { requested: number } }).wakeLog.requested),
      1,
    );
    await speedUpAudio(visitor);
    await visitor.getByRole('heading', { level: 1, name: 'Jerónimos Monastery' }).waitFor({ timeout: 60_000 });
    await visitor.getByRole('heading', { level: 1, name: 'Tour Complete!' }).waitFor({ timeout: 60_000 });
    assert.equal(
      await visitor.evaluate(() => (window as unknown as { wakeLog: { released: number } }).wakeLog.released),
      1,
    );
    await visitor.getByRole('link', { name: 'Get Started Free' }).waitFor();

    await visitor.getByRole('button', { name: 'Replay Tour' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Belém Tower' }).waitFor();
    await visitor.getByText('Stop 1 of 2').waitFor();

    // A reload is the same viewer: starting again counts no new view or viewer.
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Start Tour' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Belém Tower' }).waitFor();
    const afterPlay = await ownerSees(ownerPage, tourName);
    assert.equal(afterPlay.link, first.link, 'one link per tour');
    assert.deepEqual(afterPlay.counts, { views: 1, unique: 1, completions: 1, cta: 0 });

    await visitor.getByRole('button', { name: 'Next stop' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Jerónimos Monastery' }).waitFor();
    await visitor.getByRole('button', { name: 'Next stop' }).click();
    await visitor.getByRole('link', { name: 'Get Started Free' }).click();
    await visitor.waitForURL((url) => url.pathname === '/');
    const afterClick = await ownerSees(ownerPage, tourName);
    assert.deepEqual(afterClick.counts, { views: 1, unique: 1, completions: 1, cta: 1 });

    // Nothing the visitor's page received names the owner.
    assert.ok(bodies.length > 0);
    for (const body of bodies) assert.ok(!body.includes(owner.email), `owner's email in ${body.slice(0, 200)}`);
  } finally {
    await visitorContext.close();
    await ownerContext.close();
  }
});

test('an unknown slideshow link answers 404 and shows Slideshow Not Found', async () => {
  const { baseUrl } = suite.server;
  const token = randomBytes(16).toString('base64url');
  const api = await fetch(`${baseUrl}/api/slideshows/${token}`);
  assert.equal(api.status, 404);
  const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`/slideshow/${token}`);
    await page.getByRole('heading', { level: 1, name: 'Slideshow Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).waitFor();
  } finally {
    await context.close();
  }
});
