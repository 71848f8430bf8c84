import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATOR_VOICES } from '@roamcast/shared/catalog/voices';
import type { SynthesisRequest } from '../speech-synthesizer';
import { createOfflineSpeechSynthesizer } from '../offline/espeak-synthesizer';
import { mp3DurationSeconds } from '../offline/mp3-duration';
import { createOpenAiSpeechSynthesizer, OPENAI_VOICES } from './openai-speech-synthesizer';
import { sendJson, startStandIn, wrapLikeAService, type StandIn } from '../../../../test/stand-ins/tts';

let mp3: Buffer;
let standIn: StandIn;

const request = (overrides: Partial<SynthesisRequest> = {}): SynthesisRequest => ({
  text: 'Welcome to the old harbour.',
  language: 'en',
  voice: 'rachel',
  speed: 0.9,
  volume: 1,
  ...overrides,
});
const synthesizer = (model?: string) =>
  createOpenAiSpeechSynthesizer({ apiKey: 'sk-test', baseUrl: `${standIn.url}/v1`, model, timeoutMs: 5_000 });
const answerAudio = () =>
  standIn.answer((_sent, response) =>
    response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(wrapLikeAService(mp3)),
  );

beforeAll(async () => {
  const offline = createOfflineSpeechSynthesizer();
  mp3 = (await offline.synthesize({ ...request(), text: 'Hello there. This is a test.', speed: 1 })).audio;
  await offline.close();
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

describe('OpenAI speech adapter', () => {
  it('posts /audio/speech with a bearer token and returns the MP3 without its tags', async () => {
    answerAudio();
    const result = await synthesizer().synthesize(request());
    const sent = standIn.requests[0]!;
    expect(sent.url).toBe('/v1/audio/speech');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'nova',
      input: 'Welcome to the old harbour.',
      response_format: 'mp3',
      speed: 0.9,
      instructions: 'You are an audio tour guide. Voice: clear narrator, warm tone.',
    });
    expect(result.provider).toBe('openai-tts:nova');
    expect(result.audio.equals(mp3)).toBe(true);
    expect(result.durationSeconds).toBeCloseTo(mp3DurationSeconds(mp3), 6);
  });

  it('gives each narrator its own OpenAI voice, and sends no instructions to tts-1', async () => {
    expect(new Set(Object.values(OPENAI_VOICES)).size).toBe(NARRATOR_VOICES.length);
    answerAudio();
    for (const narrator of NARRATOR_VOICES)
      await synthesizer('tts-1').synthesize(request({ voice: narrator.premiumVoiceId }));
    expect(standIn.requests.map((sent) => sent.body.voice)).toEqual(['nova', 'onyx', 'shimmer', 'echo', 'sage']);
    expect(standIn.requests.every((sent) => sent.body.model === 'tts-1' && !('instructions' in sent.body))).toBe(true);
  });

  it('keeps each input within 4096 characters', async () => {
    answerAudio();
    const text = 'The river bends past old houses with red roofs and narrow windows. '.repeat(150);
    const result = await synthesizer().synthesize(request({ text }));
    const inputs = standIn.requests.map((sent) => sent.body.input as string);
    expect(inputs).toHaveLength(3);
    for (const input of inputs) expect(input.length).toBeLessThanOrEqual(4096);
    expect(inputs.join(' ')).toBe(text.trim());
    expect(result.audio.equals(Buffer.concat([mp3, mp3, mp3]))).toBe(true);
  });

  it('waits out a 429 once, as Retry-After asks', async () => {
    standIn.answer((_sent, response) => {
      if (standIn.requests.length === 1) {
        sendJson(response, 429, { error: { message: 'Rate limit reached', type: 'requests' } }, { 'retry-after': '0' });
      } else response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
    });
    const result = await synthesizer().synthesize(request());
    expect(standIn.requests).toHaveLength(2);
    expect(result.audio.equals(mp3)).toBe(true);
    standIn.answer((_sent, response) => sendJson(response, 429, { error: { message: 'Rate limit reached' } }));
    await expect(synthesizer().synthesize(request())).rejects.toThrow('openai-tts: HTTP 429: Rate limit reached');
    expect(standIn.requests).toHaveLength(2);
  });
});
