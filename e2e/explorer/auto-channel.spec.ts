import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useServerAndBrowser } from '../support/suite';

const suite = useServerAndBrowser();

interface GenerateCall {
  theme: string;
  at: number;
  id?: string;
}

test('auto channel: the next theme was written while the first played, and plays the moment it ends', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 48.8584, longitude: 2.2945, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const calls: GenerateCall[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/narration/generate')) return;
    const { theme } = JSON.parse(request.postData() ?? '{}') as { theme: string };
    calls.push({ theme, at: Date.now() });
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/narration/generate')) return;
    const body = (await response.json()) as { data: { id: string; theme: string } };
    const call = calls.find((entry) => entry.theme === body.data.theme && !entry.id);
    if (call) call.id = body.data.id;
  });
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('narration-text').waitFor({ timeout: 60_000 });
    assert.deepEqual(
      calls.map((call) => call.theme),
      ['fun_facts'],
    );
    const audio = page.getByLabel('Narration audio');
    const firstSource = await audio.getAttribute('src');

    // 2 s after playback starts, the next theme of the rotation is written in the background.
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('audio');
      return element !== null && !element.paused && element.currentTime > 0;
    });
    await waitUntil(() => calls.some((call) => call.theme === 'historical_facts' && call.id));
    const ahead = calls.find((call) => call.theme === 'historical_facts')!;

    // Speed to the end of the first story.
    const endedAt = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      element.playbackRate = 16;
      await new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
      return Date.now();
    });

    // The story written ahead is swapped in and plays: no request for it was awaited after the end.
    await page.waitForFunction(
      (previous) => document.querySelector('audio')?.getAttribute('src') !== previous,
      firstSource,
    );
    assert.equal(await audio.getAttribute('src'), `/api/narrations/${ahead.id}/audio`);
    assert.ok(!calls.some((call) => call.theme === 'historical_facts' && call.at > endedAt));
    await page.getByRole('article').getByText('Historical Facts', { exact: true }).waitFor();
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('audio');
      return element !== null && !element.paused && element.currentTime > 0;
    });

    // And 1 s after the swap, the one after it is written.
    await waitUntil(() => calls.some((call) => call.theme === 'ghost_stories'));
  } finally {
    await context.close();
  }
});

async function waitUntil(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
