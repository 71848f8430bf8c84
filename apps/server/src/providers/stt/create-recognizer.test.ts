import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSpeechSynthesizer } from '../tts/offline/espeak-synthesizer';
import { createRecognizerFromEnv, sttEnvSchema } from './create-recognizer';
import { sendJson, startStandIn } from '../../../test/stand-ins/stt';
import { RecognitionFailedError } from './speech-recognizer';

const synthesizer = createOfflineSpeechSynthesizer();
let pause: Buffer;
beforeAll(async () => {
  pause = (await synthesizer.synthesize({ text: 'pause', language: 'en', voice: 'rachel', speed: 1, volume: 1 })).audio;
});
afterAll(() => synthesizer.close());

describe('choosing the speech recogniser from the environment', () => {
  it('is offline by default and online when a key is set', async () => {
    const cases: Array<[NodeJS.ProcessEnv, string]> = [
      [{}, 'pocketsphinx'],
      [{ STT_OPENAI_API_KEY: '', GOOGLE_STT_API_KEY: '' }, 'pocketsphinx'],
      [{ OPENAI_API_KEY: 'sk-1' }, 'openai:whisper-1+pocketsphinx'],
      [{ STT_OPENAI_API_KEY: 'sk-1', STT_OPENAI_MODEL: 'whisper-large-v3' }, 'openai:whisper-large-v3+pocketsphinx'],
      [{ GOOGLE_STT_API_KEY: 'g-1' }, 'google+pocketsphinx'],
      [{ OPENAI_API_KEY: 'sk-1', GOOGLE_STT_API_KEY: 'g-1', STT_PROVIDER: 'google' }, 'google+pocketsphinx'],
      [{ OPENAI_API_KEY: 'sk-1', STT_PROVIDER: 'offline' }, 'pocketsphinx'],
    ];
    for (const [env, name] of cases) {
      const recognizer = createRecognizerFromEnv(env);
      expect(recognizer.name, JSON.stringify(env)).toBe(name);
      await recognizer.close();
    }
  });

  it('refuses a named engine without its key, and unknown engines', () => {
    expect(() => createRecognizerFromEnv({ STT_PROVIDER: 'google' })).toThrow(
      'STT_PROVIDER=google needs GOOGLE_STT_API_KEY',
    );
    expect(() => createRecognizerFromEnv({ STT_PROVIDER: 'openai' })).toThrow(
      'needs STT_OPENAI_API_KEY or OPENAI_API_KEY',
    );
    expect(() => createRecognizerFromEnv({ STT_PROVIDER: 'azure' })).toThrow();
    expect(sttEnvSchema.parse({})).toMatchObject({
      STT_PROVIDER: 'auto',
      STT_OPENAI_MODEL: 'whisper-1',
      GOOGLE_STT_BASE_URL: 'https://speech.googleapis.com',
      STT_TIMEOUT_MS: 10_000,
      POCKETSPHINX_BIN: 'pocketsphinx_batch',
      POCKETSPHINX_MODEL_DIR: '/usr/share/pocketsphinx/model/en-us',
    });
  });
});

describe('online engine with offline fallback', () => {
  it('hears English offline when the online engine fails twice', async () => {
    const standIn = await startStandIn((_request, response) => sendJson(response, 500, { error: { message: 'boom' } }));
    const recognizer = createRecognizerFromEnv({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: `${standIn.url}/v1` });
    try {
      const heard = await recognizer.transcribe({ audio: pause, languageCode: 'en-US' });
      expect(heard).toEqual({
        transcript: 'pause',
        provider: 'pocketsphinx (fallback: openai speech recognition failed: HTTP 500: boom)',
      });
      expect(standIn.requests.map((request) => request.url)).toEqual([
        '/v1/audio/transcriptions',
        '/v1/audio/transcriptions',
      ]);
    } finally {
      await Promise.all([recognizer.close(), standIn.close()]);
    }
  });

  it('passes the failure on for languages the offline engine does not know', async () => {
    const standIn = await startStandIn((_request, response) => sendJson(response, 503, {}));
    const recognizer = createRecognizerFromEnv({ GOOGLE_STT_API_KEY: 'g', GOOGLE_STT_BASE_URL: standIn.url });
    try {
      const error = await recognizer.transcribe({ audio: pause, languageCode: 'es-ES' }).catch((e) => e);
      expect(error).toBeInstanceOf(RecognitionFailedError);
      expect(error.message).toBe('google speech recognition failed: HTTP 503');
      expect(standIn.requests).toHaveLength(2);
    } finally {
      await Promise.all([recognizer.close(), standIn.close()]);
    }
  });

  it('uses the online answer when the service works', async () => {
    const standIn = await startStandIn((_request, response) => sendJson(response, 200, { text: 'Pause.' }));
    const recognizer = createRecognizerFromEnv({ STT_OPENAI_API_KEY: 'sk-2', STT_OPENAI_BASE_URL: standIn.url });
    try {
      expect(await recognizer.transcribe({ audio: pause, languageCode: 'en-US' })).toEqual({
        transcript: 'Pause.',
        provider: 'openai:whisper-1',
      });
      expect(standIn.requests[0]!.url).toBe('/audio/transcriptions');
      expect(standIn.requests[0]!.headers.authorization).toBe('Bearer sk-2');
    } finally {
      await Promise.all([recognizer.close(), standIn.close()]);
    }
  });
});
