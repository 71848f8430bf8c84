import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@roamcast/shared/schemas/envelope';
import { MAX_AUDIO_BASE64_CHARS, transcribeResultSchema } from '@roamcast/shared/schemas/voice';
import { registerErrorHandling } from '../../http/error-handler';
import { encodeWav } from '../../providers/stt/audio/wav';
import { createOfflineSpeechRecognizer } from '../../providers/stt/offline/pocketsphinx-recognizer';
import { createOpenAiSpeechRecognizer } from '../../providers/stt/online/openai-recognizer';
import { sendJson, startStandIn } from '../../../test/stand-ins/stt';
import type { SpeechRecognizer } from '../../providers/stt/speech-recognizer';
import { createOfflineSpeechSynthesizer } from '../../providers/tts/offline/espeak-synthesizer';
import { registerTranscribeRoutes } from './transcribe-routes';

const synthesizer = createOfflineSpeechSynthesizer();
const offline = createOfflineSpeechRecognizer();
const webm = await readFile(path.join(import.meta.dirname, '../../providers/stt/fixtures/next-stop.webm'));
let tellMe: Buffer;

async function appWith(recognizer: SpeechRecognizer, rateLimitPerMinute?: number) {
  const app = Fastify();
  registerErrorHandling(app, {});
  await app.register(rateLimit, { global: false });
  registerTranscribeRoutes(app, { recognizer, rateLimitPerMinute });
  return app;
}
const app = await appWith(offline);

const post = (payload: unknown, target = app) =>
  target.inject({ method: 'POST', url: '/api/voice/transcribe', payload: payload as object });

beforeAll(async () => {
  const spoken = await synthesizer.synthesize({
    text: 'tell me about this place',
    language: 'en',
    voice: 'rachel',
    speed: 1,
    volume: 1,
  });
  tellMe = spoken.audio;
});
afterAll(async () => {
  await Promise.all([app.close(), synthesizer.close(), offline.close()]);
});

describe('POST /api/voice/transcribe', () => {
  it('transcribes the browser recording (base64 webm/opus) with languageCode defaulting to en-US', async () => {
    const response = await post({ audioData: webm.toString('base64') });
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(transcribeResultSchema).parse(response.json());
    expect(body).toEqual({ success: true, data: { transcript: 'next stop' }, error: null });
  });

  it('accepts a data URL and other containers (mp3)', async () => {
    const response = await post({
      audioData: `data:audio/mpeg;base64,${tellMe.toString('base64')}`,
      languageCode: 'en-GB',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ transcript: 'tell me about this place' });
  });

  it('answers an empty transcript when nothing was said', async () => {
    const silence = encodeWav(new Float32Array(16_000), 16_000);
    const response = await post({ audioData: silence.toString('base64') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { transcript: '' }, error: null });
  });

  it('refuses recordings under 1000 bytes or 500 ms', async () => {
    const message = 'Recording too short. Please hold the button longer and speak clearly.';
    const tiny = await post({ audioData: webm.subarray(0, 900).toString('base64') });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json()).toMatchObject({ success: false, data: null, error: message, code: 'recording_too_short' });
    const brief = await post({ audioData: encodeWav(new Float32Array(6400), 16_000).toString('base64') });
    expect(brief.statusCode).toBe(400);
    expect(brief.json().error).toBe(message);
  });

  it('refuses bad base64, missing audio, bad language tags and audio it cannot read', async () => {
    const bad = await post({ audioData: 'this is not base64!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid recording: audioData: audioData is not valid base64');
    const missing = await post({ languageCode: 'en-US' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^Invalid recording: audioData: audioData is required/);
    const language = await post({ audioData: webm.toString('base64'), languageCode: 'english please' });
    expect(language.json().error).toBe(
      'Invalid recording: languageCode: languageCode must be a language tag such as en-US',
    );
    const text = Buffer.from('A text file is not a recording. '.repeat(64));
    const unreadable = await post({ audioData: text.toString('base64') });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({
      error: 'The recording is not in an audio format we can read. Please record again (webm, ogg, mp3, wav or mp4).',
      code: 'recording_undecodable',
    });
  });

  it('refuses recordings over 10 MB', async () => {
    const response = await post({ audioData: 'A'.repeat(MAX_AUDIO_BASE64_CHARS + 400) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid recording: audioData: The recording is too large: at most 10 MB');
  });

  it('answers 503 when the offline engine is not installed', async () => {
    const missing = createOfflineSpeechRecognizer({ binary: '/usr/local/nowhere/pocketsphinx_batch' });
    const bare = await appWith(missing);
    const response = await post({ audioData: webm.toString('base64') }, bare);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Offline speech recognition is not installed on this server (Debian package pocketsphinx)',
      code: 'stt_unavailable',
    });
    await bare.close();
  });

  it('answers 502 with the SPEC message when the online engine fails and there is no fallback', async () => {
    const standIn = await startStandIn((_request, response) => sendJson(response, 500, { error: { message: 'down' } }));
    const online = createOpenAiSpeechRecognizer({
      apiKey: 'k',
      baseUrl: standIn.url,
      model: 'whisper-1',
      timeoutMs: 1000,
    });
    const bare = await appWith(online);
    const response = await post({ audioData: webm.toString('base64'), languageCode: 'es-ES' }, bare);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'Voice recognition failed. Please try again.', code: 'stt_failed' });
    expect(standIn.requests).toHaveLength(2);
    await Promise.all([bare.close(), standIn.close()]);
  });

  it('limits how often one client may transcribe', async () => {
    const limited = await appWith(offline, 2);
    const tiny = { audioData: Buffer.alloc(10).toString('base64') };
    expect((await post(tiny, limited)).statusCode).toBe(400);
    expect((await post(tiny, limited)).statusCode).toBe(400);
    expect((await post(tiny, limited)).statusCode).toBe(429);
    await limited.close();
  });
});
