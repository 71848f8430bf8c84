import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const OPERATOR = 'operator@example.com';
// The operator is granted with `npm run operator` against this database (issue 23), as on a server.
const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-reports-e2e-'));
let server: RunningServer;
let browser: Browser;

before(async () => {
  // Case and spaces in ADMIN_EMAILS do not matter.
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: ` Operator@Example.com , someone@example.org` });
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function operatorToken(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OPERATOR, password: 'correct horse battery' }),
  });
  assert.equal(response.status, 201);
  // A listed address signed up locally is not an operator by itself: the grant is run on the server.
  const cli = path.resolve(import.meta.dirname, '../../apps/server/src/features/operators/operator-cli.ts');
  execFileSync(process.execPath, ['--import', 'tsx', cli, 'grant', OPERATOR], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const reports = (token?: string) =>
  fetch(`${server.baseUrl}/api/admin/fact-reports`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

test('a visitor at the Eiffel Tower sees the story’s sources and reports a wrong fact; only an operator reads it', async () => {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 48.8584, longitude: 2.2945, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start' }).click();
    const text = page.getByTestId('narration-text');
    await text.waitFor({ timeout: 60_000 });

    // The sources sit under the text, the landmark's Wikipedia article linked, with its licence.
    const sources = page.getByRole('region', { name: 'Sources' });
    const article = sources.getByRole('link', { name: /Wikipedia, “Eiffel Tower”/ });
    await article.waitFor();
    assert.equal(await article.getAttribute('href'), 'https://en.wikipedia.org/wiki/Eiffel_Tower');
    assert.equal(await article.getAttribute('target'), '_blank');
    assert.match((await article.getAttribute('rel')) ?? '', /noopener/);
    await sources
      .getByText(/Licence: CC BY-SA 4\.0/)
      .first()
      .waitFor();
    const below = await page.evaluate(() => {
      const story = document.querySelector('[data-testid="narration-text"]')!;
      const list = document.querySelector('[data-testid="narration-sources"]')!;
      return Boolean(story.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    assert.ok(below, 'the sources come after the text');

    // The listener selects words of the story: the report starts with the sentence they lie in.
    const selected = await text.evaluate((element) => {
      const paragraph = element.querySelector('p')!;
      const node = paragraph.firstChild!;
      const words = node.textContent!.split(' ').slice(2, 5).join(' ');
      const start = node.textContent!.indexOf(words);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + words.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return words;
    });
    await sources.getByRole('button', { name: 'Report a wrong fact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a wrong fact' });
    await dialog.waitFor();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    assert.deepEqual(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
      [],
    );
    const sentence = await dialog.getByLabel('Sentence').inputValue();
    assert.ok(sentence.includes(selected), `“${sentence}” holds the selection “${selected}”`);
    await dialog.getByLabel('What is wrong? (optional)').fill('This date is wrong: it opened in 1889.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you: we will check it.' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // An operator reads the report; a signed-in listener is refused, and so is a caller without a token.
    const listed = await reports(await operatorToken());
    assert.equal(listed.status, 200);
    const { data } = (await listed.json()) as { data: Array<Record<string, unknown>> };
    assert.equal(data.length, 1);
    assert.equal(data[0]!.sentence, sentence);
    assert.equal(data[0]!.note, 'This date is wrong: it opened in 1889.');
    assert.equal(data[0]!.userId, null);
    assert.equal(data[0]!.status, 'open');

    const listener = await signUpThroughApi(server.baseUrl);
    assert.equal((await reports(listener.token)).status, 403);
    assert.equal((await reports()).status, 401);
    const usage = await fetch(`${server.baseUrl}/api/admin/usage`, {
      headers: { authorization: `Bearer ${listener.token}` },
    });
    assert.equal(usage.status, 403);
  } finally {
    await context.close();
  }
});
