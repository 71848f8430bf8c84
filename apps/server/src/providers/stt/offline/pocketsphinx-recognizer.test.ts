import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSpeechSynthesizer } from '../../tts/offline/espeak-synthesizer';
import { encodeWav } from '../audio/wav';
import { RecognizerUnavailableError } from '../speech-recognizer';
import { createOfflineSpeechRecognizer, ENGLISH_ONLY_MESSAGE, NOT_INSTALLED_MESSAGE } from './pocketsphinx-recognizer';

// Its own temp root, so folders of recognisers in parallel test files do not count here.
const tempDir = await mkdtemp(path.join(tmpdir(), 'stt-test-'));
const synthesizer = createOfflineSpeechSynthesizer();
const recognizer = createOfflineSpeechRecognizer({ tempDir });
const speak = async (text: string) =>
  (await synthesizer.synthesize({ text, language: 'en', voice: 'rachel', speed: 1, volume: 1 })).audio;
const workDirs = async () => (await readdir(tempDir)).filter((name) => name.startsWith('roamcast-stt-'));

beforeAll(async () => {
  expect(await recognizer.available(), 'pocketsphinx is missing: apt-get install pocketsphinx pocketsphinx-en-us').toBe(
    true,
  );
});
afterAll(async () => {
  await Promise.all([synthesizer.close(), recognizer.close()]);
  await rm(tempDir, { recursive: true, force: true });
});

describe('offline speech recognition (pocketsphinx)', () => {
  // The offline voice speaks each phrase (MP3, 22 kHz) and the offline ear must hear it word for word.
  it.each([
    'next stop',
    'pause',
    'tell me about this place',
    'change theme to ghost stories',
    'skip forward thirty seconds',
  ])('hears "%s" spoken by the offline voice', async (phrase) => {
    const heard = await recognizer.transcribe({ audio: await speak(phrase), languageCode: 'en-US' });
    expect(heard).toEqual({ transcript: phrase, provider: 'pocketsphinx' });
  });

  it('hears a webm/opus recording made by Chromium MediaRecorder, as the voice button sends it', async () => {
    const webm = await readFile(path.join(import.meta.dirname, '../fixtures/next-stop.webm'));
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.includes('webm')).toBe(true);
    const heard = await recognizer.transcribe({ audio: webm, languageCode: 'en-GB' });
    expect(heard.transcript).toBe('next stop');
  });

  it('hears a command that fills its clip edge to edge (a rendering once heard as "how tall is goa")', async () => {
    // One of the offline voice's renderings of "pause": speech from the first sample to the last.
    const mp3 = await readFile(path.join(import.meta.dirname, '../fixtures/pause-edge-to-edge.mp3'));
    const heard = await recognizer.transcribe({ audio: mp3, languageCode: 'en-US' });
    expect(heard.transcript).toBe('pause');
  });

  it('answers an empty transcript for silence rather than inventing a command', async () => {
    const heard = await recognizer.transcribe({
      audio: encodeWav(new Float32Array(16_000), 16_000),
      languageCode: 'en',
    });
    expect(heard.transcript).toBe('');
  });

  it('leaves no files behind per request and removes its folder on close', async () => {
    const mine = await workDirs();
    expect(mine).toHaveLength(1);
    const inside = await readdir(path.join(tempDir, mine[0]!));
    expect(inside.sort()).toEqual(['commands.dict', 'commands.gram']);
    const other = createOfflineSpeechRecognizer({ tempDir });
    await other.transcribe({ audio: await speak('help'), languageCode: 'en-US' });
    expect(await workDirs()).toHaveLength(2);
    await other.close();
    expect(await workDirs()).toEqual(mine);
  });

  it('says clearly when the engine is not installed', async () => {
    const missing = createOfflineSpeechRecognizer({ binary: '/nonexistent/pocketsphinx_batch' });
    expect(await missing.available()).toBe(false);
    const error = await missing.transcribe({ audio: await speak('pause'), languageCode: 'en-US' }).catch((e) => e);
    expect(error).toBeInstanceOf(RecognizerUnavailableError);
    expect(error.message).toBe(
      'Offline speech recognition is not installed on this server (Debian package pocketsphinx)',
    );
    expect(NOT_INSTALLED_MESSAGE).toBe(error.message);
    const noModel = createOfflineSpeechRecognizer({ modelDir: '/nonexistent/model' });
    expect(await noModel.available()).toBe(false);
  });

  it('refuses languages it has no model for', async () => {
    const error = await recognizer.transcribe({ audio: await speak('pause'), languageCode: 'es-ES' }).catch((e) => e);
    expect(error).toBeInstanceOf(RecognizerUnavailableError);
    expect(error.message).toBe(ENGLISH_ONLY_MESSAGE);
  });
});
