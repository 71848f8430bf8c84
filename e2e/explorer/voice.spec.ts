import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { fakeMicrophoneArgs, holdToTalk, writeSpeechWav } from '../support/fake-microphone';
import { startServer, type RunningServer } from '../support/server';

// Each phrase is spoken by the offline TTS into a WAV that Chromium plays as its microphone; the
// app records it with MediaRecorder and the server's offline recogniser (pocketsphinx) hears it.
let server: RunningServer;
let wavDir: string;
before(async () => {
  server = await startServer();
  wavDir = mkdtempSync(path.join(tmpdir(), 'roamcast-voice-'));
});
after(async () => {
  await server?.stop();
  rmSync(wavDir, { recursive: true, force: true });
});

/** A browser whose microphone says `phrase`, on the Explorer with a story playing at Big Ben. */
async function explorerHearing(phrase: string): Promise<{ browser: Browser; page: Page; seconds: number }> {
  const wav = path.join(wavDir, `${phrase.replaceAll(' ', '-')}.wav`);
  const seconds = await writeSpeechWav(phrase, wav);
  const browser = await launchBrowser(fakeMicrophoneArgs(wav));
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 51.5007, longitude: -0.1246, accuracy: 10 },
    permissions: ['geolocation', 'microphone'],
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('narration-text').waitFor({ timeout: 60_000 });
  await waitForNarration(page, 'playing');
  // Quiet, so the narration does not reach the fake microphone's recording.
  await page.getByLabel('Narration audio').evaluate((element: HTMLAudioElement) => (element.volume = 0.01));
  return { browser, page, seconds };
}

async function waitForNarration(page: Page, state: 'playing' | 'paused') {
  await page.waitForFunction(
    (wanted) => {
      const audio = document.querySelector<HTMLAudioElement>('audio[aria-label="Narration audio"]');
      return audio !== null && (wanted === 'paused' ? audio.paused : !audio.paused && audio.currentTime > 0);
    },
    state,
    { timeout: 30_000 },
  );
}

test('saying "pause" pauses the narration', async () => {
  const { browser, page, seconds } = await explorerHearing('pause');
  try {
    await holdToTalk(page, seconds);
    await page.getByText('Heard: "pause"').waitFor({ timeout: 30_000 });
    await waitForNarration(page, 'paused');
  } finally {
    await browser.close();
  }
});

test('"tell me about this place", Answer Now: the answer plays, then the narration resumes', async () => {
  const { browser, page, seconds } = await explorerHearing('tell me about this place');
  try {
    await holdToTalk(page, seconds);
    const question = page.getByRole('dialog', { name: 'Voice Question' });
    await question.getByText('How would you like to hear the answer?').waitFor({ timeout: 30_000 });
    await question.getByRole('button', { name: /Answer Now/ }).click();
    await waitForNarration(page, 'paused');

    const answer = page.getByRole('dialog', { name: 'Answer' });
    await answer.getByText('Playing answer...').waitFor({ timeout: 60_000 });
    assert.match(await answer.innerText(), /London|Westminster/);
    // Hurry the answer to its end; the dialog closes 1 s later and the story carries on.
    await answer.locator('audio').evaluate((element: HTMLAudioElement) => {
      element.playbackRate = 16;
    });
    await answer.waitFor({ state: 'hidden', timeout: 30_000 });
    await waitForNarration(page, 'playing');
  } finally {
    await browser.close();
  }
});

test('"change theme to ghost stories" plays a ghost story', async () => {
  const { browser, page, seconds } = await explorerHearing('change theme to ghost stories');
  try {
    await holdToTalk(page, seconds);
    await page.getByRole('article').getByText('Ghost Stories', { exact: true }).waitFor({ timeout: 60_000 });
    assert.equal(await page.getByLabel('Theme').inputValue(), 'ghost_stories');
    await waitForNarration(page, 'playing');
  } finally {
    await browser.close();
  }
});
