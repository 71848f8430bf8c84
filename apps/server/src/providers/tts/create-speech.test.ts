import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineSpeechSynthesizer } from './offline/espeak-synthesizer';
import { mp3DurationSeconds } from './offline/mp3-duration';
import type { SynthesisRequest } from './speech-synthesizer';
import { sendJson, startStandIn, type StandIn } from '../../../test/stand-ins/tts';
import { createSpeechFromEnv, speechEnvSchema } from './create-speech';

const offline = createOfflineSpeechSynthesizer();
let mp3: Buffer;
let standIn: StandIn;

const request: SynthesisRequest = {
  text: 'Welcome. Look left.',
  language: 'en',
  voice: 'rachel',
  speed: 1,
  volume: 1,
};
const speechWith = (env: NodeJS.ProcessEnv, onFallback?: (primary: string, error: unknown) => void) =>
  createSpeechFromEnv(
    { GOOGLE_TTS_BASE_URL: standIn.url, ELEVENLABS_BASE_URL: standIn.url, TTS_TIMEOUT_MS: '300', ...env },
    offline,
    onFallback,
  );

beforeAll(async () => {
  mp3 = (await offline.synthesize({ ...request, text: 'Hello there.' })).audio;
  standIn = await startStandIn();
});
afterAll(async () => {
  await standIn.close();
  await offline.close();
});

describe('createSpeechFromEnv', () => {
  it('gives every tier the offline voice when no service is configured', () => {
    const speech = createSpeechFromEnv({ GOOGLE_TTS_API_KEY: '', ELEVENLABS_API_KEY: '' }, offline);
    for (const tier of ['freemium', 'standard', 'premium'] as const) expect(speech.forTier(tier)).toBe(offline);
  });

  it('gives freemium and standard the cloud voice and premium the premium voice', () => {
    const speech = speechWith({ GOOGLE_API_KEY: 'g', ELEVENLABS_API_KEY: 'e' });
    expect(speech.forTier('freemium').name).toBe('google-tts');
    expect(speech.forTier('standard').name).toBe('google-tts');
    expect(speech.forTier('premium').name).toBe('elevenlabs');
    expect(speechWith({ GOOGLE_TTS_API_KEY: 'g' }).forTier('premium').name).toBe('google-tts');
    expect(speechWith({ ELEVENLABS_API_KEY: 'e' }).forTier('freemium')).toBe(offline);
  });

  it('uses OpenAI for the cloud voice only when asked to and given a key', () => {
    expect(speechWith({ TTS_CLOUD_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' }).forTier('standard').name).toBe(
      'openai-tts',
    );
    expect(speechWith({ OPENAI_API_KEY: 'sk' }).forTier('standard')).toBe(offline);
    expect(speechWith({ TTS_CLOUD_PROVIDER: 'openai', GOOGLE_API_KEY: 'g' }).forTier('standard').name).toBe(
      'google-tts',
    );
    expect(speechWith({ TTS_CLOUD_PROVIDER: 'offline', GOOGLE_API_KEY: 'g' }).forTier('standard')).toBe(offline);
  });

  it('honours the voice-settings provider within the tier', () => {
    const speech = speechWith({ GOOGLE_API_KEY: 'g', ELEVENLABS_API_KEY: 'e' });
    expect(speech.forSettings('freemium', 'premium').name).toBe('google-tts');
    expect(speech.forSettings('premium', 'premium').name).toBe('elevenlabs');
    // 'cloud' is everyone's default setting: a premium listener still gets premium voices.
    expect(speech.forSettings('premium', 'cloud').name).toBe('elevenlabs');
    expect(speech.forSettings('standard', 'cloud').name).toBe('google-tts');
    expect(speech.forSettings('premium', 'offline')).toBe(offline);
    expect(speech.forSettings('standard', 'something-else').name).toBe('google-tts');
  });

  it('reads its variables with defaults and rejects a bad URL', () => {
    const vars = speechEnvSchema.parse({});
    expect(vars.GOOGLE_TTS_BASE_URL).toBe('https://texttospeech.googleapis.com');
    expect(vars.ELEVENLABS_MODEL).toBe('eleven_multilingual_v2');
    expect(vars.OPENAI_TTS_MODEL).toBe('gpt-4o-mini-tts');
    expect(vars.TTS_TIMEOUT_MS).toBe(30_000);
    expect(() => createSpeechFromEnv({ GOOGLE_TTS_BASE_URL: 'not a url' }, offline)).toThrow();
  });

  it('falls back to the offline voice when Google refuses the key, and says so', async () => {
    standIn.answer((_sent, response) =>
      sendJson(response, 401, { error: { code: 401, message: 'API key not valid.', status: 'UNAUTHENTICATED' } }),
    );
    const fallbacks: string[] = [];
    const speech = speechWith({ GOOGLE_TTS_API_KEY: 'bad' }, (primary) => fallbacks.push(primary));
    const result = await speech.forTier('freemium').synthesize(request);
    expect(result.provider).toBe('espeak-ng (fallback: google-tts failed: HTTP 401: API key not valid.)');
    expect(result.durationSeconds).toBeGreaterThan(1);
    expect(mp3DurationSeconds(result.audio)).toBe(result.durationSeconds);
    expect(standIn.requests).toHaveLength(1);

    const chunks: Buffer[] = [];
    for await (const chunk of speech.forTier('standard').synthesizeStream(request)) chunks.push(chunk);
    expect(chunks).toHaveLength(2); // the offline engine's two sentences
    expect(mp3DurationSeconds(Buffer.concat(chunks))).toBeGreaterThan(1);
    expect(fallbacks).toEqual(['google-tts', 'google-tts']);
  });

  it('falls back from premium to the cloud voice before the offline one', async () => {
    standIn.answer((sent, response) => {
      if (sent.url.startsWith('/v1/text-to-speech/')) sendJson(response, 500, { detail: 'upstream busy' });
      else sendJson(response, 200, { audioContent: mp3.toString('base64') });
    });
    const result = await speechWith({ GOOGLE_TTS_API_KEY: 'g', ELEVENLABS_API_KEY: 'e' })
      .forTier('premium')
      .synthesize(request);
    expect(result.provider).toBe('google-tts:en-US-Studio-O (fallback: elevenlabs failed: HTTP 500: upstream busy)');
    expect(result.audio.equals(mp3)).toBe(true);
    expect(standIn.requests.map((sent) => sent.url.split('?')[0])).toEqual([
      '/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/stream',
      '/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/stream',
      '/v1/text:synthesize',
    ]);
  });

  it('does not switch voices once a stream has started: a stall mid-stream is an error', async () => {
    standIn.answer((_sent, response) => {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.write(mp3.subarray(0, 2000));
    });
    const chunks: Buffer[] = [];
    const streaming = (async () => {
      const premium = speechWith({ ELEVENLABS_API_KEY: 'e' }).forTier('premium');
      for await (const chunk of premium.synthesizeStream(request)) chunks.push(chunk);
    })();
    await expect(streaming).rejects.toThrow('elevenlabs: no response within 300 ms');
    expect(chunks).toHaveLength(1);
    expect(Buffer.concat(chunks).equals(mp3.subarray(0, chunks[0]!.length))).toBe(true);
  });

  it('refuses text with nothing to say without falling back', async () => {
    standIn.answer((_sent, response) => sendJson(response, 500, {}));
    const speech = speechWith({ GOOGLE_TTS_API_KEY: 'g' });
    await expect(
      speech.forTier('freemium').synthesize({ ...request, text: '[BEGIN NARRATION] [END NARRATION]' }),
    ).rejects.toThrow(/Nothing to speak/);
    expect(standIn.requests).toHaveLength(0);
  });
});
