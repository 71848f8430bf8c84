import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { encodeSharedTour } from '@roamcast/shared/logic/tour-codec';
import { launchBrowser } from '../support/browser';
import { fakeMicrophoneArgs, holdToTalk, writeSpeechWav } from '../support/fake-microphone';
import { startServer, type RunningServer } from '../support/server';

// The live voice commands panel of a shared tour: the phrase is spoken by the offline TTS into a WAV
// Chromium plays as its microphone, and the server's offline recogniser hears it (as in the Explorer).
let server: RunningServer;
let wavDir: string;
before(async () => {
  server = await startServer();
  wavDir = mkdtempSync(path.join(tmpdir(), 'roamcast-shared-voice-'));
});
after(async () => {
  await server?.stop();
  rmSync(wavDir, { recursive: true, force: true });
});

const STOPS = [
  { lat: 41.8902, lng: 12.4922, name: 'Colosseum' },
  { lat: 41.8986, lng: 12.4769, name: 'Pantheon' },
];

async function narrate(stop: (typeof STOPS)[number]) {
  const response = await fetch(`${server.baseUrl}/api/narration/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ theme: 'historical_facts', location: stop, language: 'en', duration: 1 }),
  });
  const { data } = (await response.json()) as { data: { narrationText: string; audioUrl: string } };
  await (await fetch(`${server.baseUrl}${data.audioUrl}`)).arrayBuffer();
  return { ...stop, narrationText: data.narrationText, audioUrl: data.audioUrl };
}

test('saying "next" on a shared tour moves on to the next stop', async () => {
  const waypoints = [];
  for (const stop of STOPS) waypoints.push(await narrate(stop));
  const wav = path.join(wavDir, 'next.wav');
  const seconds = await writeSpeechWav('next', wav);
  const browser = await launchBrowser(fakeMicrophoneArgs(wav));
  try {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
      permissions: ['microphone'],
    });
    const page = await context.newPage();
    await page.goto(
      `/tour?data=${encodeSharedTour({ name: 'Two Roman sights', theme: 'historical_facts', waypoints })}`,
    );
    const stops = page.getByRole('navigation', { name: 'Stops' });
    const current = stops.locator('[aria-current="step"]');
    await current.waitFor();
    assert.match((await current.getAttribute('aria-label')) ?? '', /Colosseum/);

    await holdToTalk(page, seconds);
    await page.waitForFunction(
      () => document.querySelector('[aria-current="step"]')?.getAttribute('aria-label')?.includes('Pantheon'),
      undefined,
      { timeout: 30_000 },
    );
    await context.close();
  } finally {
    await browser.close();
  }
});
