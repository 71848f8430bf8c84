import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import decode from 'audio-decode';
import { resample } from '../../apps/server/src/providers/stt/audio/resample';
import { encodeWav } from '../../apps/server/src/providers/stt/audio/wav';
import { createOfflineSpeechSynthesizer } from '../../apps/server/src/providers/tts/offline/espeak-synthesizer';

/**
 * Chromium's fake microphone, fed from a WAV file. What was measured with Debian's Chromium 156:
 * - The file starts from its beginning each time a page opens the microphone (getUserMedia), so
 *   every press of the voice button hears the whole file: ~1 s of silence, the words, ~1 s of silence.
 * - It loops unless the path ends in '%noloop' (fakeMicrophoneArgs adds it): a take held longer than
 *   the file would otherwise hear the words twice.
 * - Holding for the file's length (writeSpeechWav's result) is enough, counted from the moment the
 *   button says it is recording: on a busy machine the microphone can take a second or more to open
 *   after the press, and a hold timed from the press then cuts the last word off ("set location to
 *   portland" heard as "…to cork").
 */

/** Chromium's own capture rate, so its fake device needs no resampling. */
export const FAKE_MICROPHONE_SAMPLE_RATE = 48_000;
/** Quiet before and after the words, as a person pauses around what they say. */
export const FAKE_MICROPHONE_SILENCE_SECONDS = 1;

/** The Chromium flags that make `file` the microphone, granted without a prompt, played once per take. */
export function fakeMicrophoneArgs(file: string, { loop = false }: { loop?: boolean } = {}): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${file}${loop ? '' : '%noloop'}`,
  ];
}

/**
 * Writes `text` spoken by the project's offline voice (eSpeak-NG, as the server speaks narrations)
 * to `file` as a 16-bit PCM mono 48 kHz WAV for --use-file-for-fake-audio-capture, with a second of
 * silence before and after. Resolves to the file's length in seconds: hold the voice button that long.
 */
export async function writeSpeechWav(text: string, file: string): Promise<number> {
  const synthesizer = createOfflineSpeechSynthesizer();
  try {
    const spoken = await synthesizer.synthesize({ text, language: 'en', voice: 'rachel', speed: 1, volume: 1 });
    const { channelData, sampleRate } = await decode(spoken.audio);
    const speech = resample(channelData[0]!, sampleRate, FAKE_MICROPHONE_SAMPLE_RATE);
    const silence = Math.round(FAKE_MICROPHONE_SILENCE_SECONDS * FAKE_MICROPHONE_SAMPLE_RATE);
    const samples = new Float32Array(silence + speech.length + silence);
    samples.set(speech, silence);
    await writeFile(file, encodeWav(samples, FAKE_MICROPHONE_SAMPLE_RATE));
    return samples.length / FAKE_MICROPHONE_SAMPLE_RATE;
  } finally {
    await synthesizer.close();
  }
}

/**
 * Holds the page's "Hold to talk" button with the mouse for `seconds` of recording (writeSpeechWav's
 * result), timed from when the button shows it is recording, and lets go.
 */
export async function holdToTalk(page: Page, seconds: number): Promise<void> {
  const button = page.getByRole('button', { name: 'Hold to talk' });
  await button.hover();
  await page.mouse.down();
  await button.and(page.locator('[data-state="recording"]')).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(seconds * 1000 + 300);
  await page.mouse.up();
}
