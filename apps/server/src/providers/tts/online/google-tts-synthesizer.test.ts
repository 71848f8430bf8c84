import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import decode from 'audio-decode';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';
import { NARRATOR_VOICES } from '@roamcast/shared/catalog/voices';
import type { SynthesisRequest } from '../speech-synthesizer';
import { createOfflineSpeechSynthesizer } from '../offline/espeak-synthesizer';
import { mp3DurationSeconds } from '../offline/mp3-duration';
import { createGoogleTtsSynthesizer } from './google-tts-synthesizer';
import { googleVoiceFor, volumeGainDb } from './google-voices';
import { utf8Bytes } from './group-sentences';
import { sendJson, startStandIn, wrapLikeAService, type StandIn } from '../../../../test/stand-ins/tts';

const KOREAN =
  '경복궁은 조선 왕조의 법궁으로 천삼백구십오년에 지어졌습니다. 근정전 앞마당에는 품계석이 두 줄로 늘어서 있습니다. ';
let mp3: Buffer;
let standIn: StandIn;

const request = (overrides: Partial<SynthesisRequest> = {}): SynthesisRequest => ({
  text: '[BEGIN NARRATION] Welcome to the old harbour. [END NARRATION]',
  language: 'en',
  voice: 'rachel',
  speed: 1.2,
  volume: 0.8,
  ...overrides,
});
const synthesizer = (timeoutMs = 5_000) =>
  createGoogleTtsSynthesizer({ apiKey: 'test-key/+', baseUrl: standIn.url, timeoutMs });
const answerAudio = () =>
  standIn.answer((_request, response) =>
    sendJson(response, 200, { audioContent: wrapLikeAService(mp3).toString('base64') }),
  );

beforeAll(async () => {
  const offline = createOfflineSpeechSynthesizer();
  mp3 = (await offline.synthesize({ ...request(), text: 'Hello there. This is a test.', speed: 1, volume: 1 })).audio;
  await offline.close();
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

describe('Google Cloud Text-to-Speech adapter', () => {
  it('posts text:synthesize with the key in a header and returns the audio as bare MP3 frames', async () => {
    answerAudio();
    const result = await synthesizer().synthesize(request());
    expect(standIn.requests).toHaveLength(1);
    const sent = standIn.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/text:synthesize');
    expect(sent.headers['x-goog-api-key']).toBe('test-key/+');
    expect(sent.body).toEqual({
      input: { text: 'Welcome to the old harbour.' },
      voice: { languageCode: 'en-US', name: 'en-US-Studio-O' },
      audioConfig: { audioEncoding: 'MP3', speakingRate: 1.2, volumeGainDb: -1.94 },
    });
    expect(result.audio.equals(mp3)).toBe(true);
    expect(result.provider).toBe('google-tts:en-US-Studio-O');
    expect(result.durationSeconds).toBeCloseTo(mp3DurationSeconds(mp3), 6);
    expect(result.durationSeconds).toBeGreaterThan(1.5);
    expect(result.characters).toBe('Welcome to the old harbour.'.length);
  });

  it('picks a voice of the language and the narrator gender, with Google language codes', async () => {
    for (const narrator of NARRATOR_VOICES) expect(googleVoiceFor('en', narrator.id).name).toBe(narrator.cloudVoiceId);
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const female = googleVoiceFor(language, 'sarah');
      const male = googleVoiceFor(language, 'marcus');
      expect(female.name).not.toBe(male.name);
      expect(female.name.startsWith(`${female.languageCode}-`)).toBe(true);
      expect(googleVoiceFor(language, 'rachel')).toEqual(female);
    }
    expect(googleVoiceFor('fr', 'adam')).toEqual({ languageCode: 'fr-FR', name: 'fr-FR-Neural2-G' });
    answerAudio();
    const result = await synthesizer().synthesize(
      request({ language: 'zh', voice: 'emily', text: '这座桥建于一九三七年。' }),
    );
    expect(standIn.requests[0]!.body.voice).toEqual({ languageCode: 'cmn-CN', name: 'cmn-CN-Wavenet-A' });
    expect(result.provider).toBe('google-tts:cmn-CN-Wavenet-A');
  });

  it('maps volume to decibels within the API range and clamps speed', async () => {
    expect(volumeGainDb(1)).toBe(0);
    expect(volumeGainDb(0.5)).toBe(-6.02);
    expect(volumeGainDb(0)).toBe(-96);
    expect(volumeGainDb(4)).toBe(12.04);
    answerAudio();
    await synthesizer().synthesize(request({ speed: 9, volume: 0 }));
    expect(standIn.requests[0]!.body.audioConfig).toMatchObject({ speakingRate: 2, volumeGainDb: -96 });
  });

  it('splits a long text into requests under 5000 bytes, a short one first, and streams each as it is ready', async () => {
    let releaseRest!: () => void;
    const firstChunkSeen = new Promise<void>((resolve) => (releaseRest = resolve));
    let answered = 0;
    let answeredAtFirstChunk = 0;
    standIn.answer(async (sent, response) => {
      // Only the first request is answered before the caller has its first chunk.
      if (standIn.requests.indexOf(sent) > 0) await firstChunkSeen;
      answered++;
      sendJson(response, 200, { audioContent: mp3.toString('base64') });
    });
    const chunks: Buffer[] = [];
    for await (const chunk of synthesizer().synthesizeStream(request({ language: 'ko', text: KOREAN.repeat(80) }))) {
      if (chunks.length === 0) {
        answeredAtFirstChunk = answered;
        releaseRest();
      }
      chunks.push(chunk);
    }
    expect(answeredAtFirstChunk).toBe(1);
    const inputs = standIn.requests.map((sent) => (sent.body.input as { text: string }).text);
    expect(utf8Bytes(KOREAN.repeat(80))).toBeGreaterThan(10_000);
    expect(inputs.length).toBeGreaterThanOrEqual(4);
    expect(utf8Bytes(inputs[0]!)).toBeLessThanOrEqual(300);
    for (const input of inputs) expect(utf8Bytes(input)).toBeLessThan(4600);
    // Korean takes three bytes a character: the limit is counted in bytes, not characters.
    expect(Math.max(...inputs.map((input) => input.length))).toBeLessThan(2000);
    expect(inputs.join(' ')).toBe(KOREAN.repeat(80).trim());
    expect(chunks).toHaveLength(inputs.length);
    const whole = Buffer.concat(chunks);
    expect(whole.equals(Buffer.concat(inputs.map(() => mp3)))).toBe(true);
    const decoded = await decode(new Uint8Array(whole));
    expect(decoded.channelData[0]!.length / decoded.sampleRate).toBeCloseTo(mp3DurationSeconds(whole), 0);
  });

  it('gives up after the timeout when the service stalls, without a second wait', async () => {
    standIn.answer(() => undefined);
    const started = performance.now();
    await expect(synthesizer(150).synthesize(request())).rejects.toThrow('google-tts: no response within 150 ms');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(standIn.requests).toHaveLength(1);
  });

  it('retries a 500 once and succeeds', async () => {
    standIn.answer((_sent, response) => {
      if (standIn.requests.length === 1)
        sendJson(response, 500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });
      else sendJson(response, 200, { audioContent: mp3.toString('base64') });
    });
    const result = await synthesizer().synthesize(request());
    expect(standIn.requests).toHaveLength(2);
    expect(result.audio.equals(mp3)).toBe(true);
  });

  it('retries once after a dropped connection, and names a refused one', async () => {
    standIn.answer((_sent, response) => {
      if (standIn.requests.length === 1) response.socket?.destroy();
      else sendJson(response, 200, { audioContent: mp3.toString('base64') });
    });
    const result = await synthesizer().synthesize(request());
    expect(standIn.requests).toHaveLength(2);
    expect(result.audio.equals(mp3)).toBe(true);
    const gone = await startStandIn();
    await gone.close();
    const refused = createGoogleTtsSynthesizer({ apiKey: 'k', baseUrl: gone.url, timeoutMs: 1_000 });
    await expect(refused.synthesize(request())).rejects.toThrow('google-tts: network error (ECONNREFUSED)');
  });

  it('stops after one retry, and does not retry a refused key', async () => {
    standIn.answer((_sent, response) =>
      sendJson(response, 503, { error: { code: 503, message: 'The service is currently unavailable.' } }),
    );
    await expect(synthesizer().synthesize(request())).rejects.toThrow(
      'google-tts: HTTP 503: The service is currently unavailable.',
    );
    expect(standIn.requests).toHaveLength(2);
    standIn.answer((_sent, response) =>
      sendJson(response, 400, {
        error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' },
      }),
    );
    await expect(synthesizer().synthesize(request())).rejects.toThrow('HTTP 400: API key not valid.');
    expect(standIn.requests).toHaveLength(1);
  });

  it('rejects an answer without audio', async () => {
    standIn.answer((_sent, response) =>
      sendJson(response, 200, { audioContent: Buffer.from('not audio').toString('base64') }),
    );
    await expect(synthesizer().synthesize(request())).rejects.toThrow('google-tts: the response held no MP3 audio');
  });
});
