import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SynthesisRequest } from '../speech-synthesizer';
import { createOfflineSpeechSynthesizer } from '../offline/espeak-synthesizer';
import { mp3DurationSeconds } from '../offline/mp3-duration';
import { createElevenLabsSynthesizer } from './elevenlabs-synthesizer';
import { sendJson, startStandIn, wrapLikeAService, type StandIn } from '../../../../test/stand-ins/tts';

let mp3: Buffer;
let standIn: StandIn;

const request = (overrides: Partial<SynthesisRequest> = {}): SynthesisRequest => ({
  text: 'Welcome to the old harbour. The customs house was finished in 1712.',
  language: 'en',
  voice: 'rachel',
  speed: 1.1,
  volume: 0.5,
  ...overrides,
});
const synthesizer = (timeoutMs = 5_000) =>
  createElevenLabsSynthesizer({ apiKey: 'xi-test', baseUrl: `${standIn.url}/`, timeoutMs });

beforeAll(async () => {
  const offline = createOfflineSpeechSynthesizer();
  mp3 = (await offline.synthesize({ ...request(), text: 'Hello there. This is a test.', speed: 1, volume: 1 })).audio;
  await offline.close();
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

describe('ElevenLabs adapter', () => {
  it('streams: the first chunk arrives while the service is still sending', async () => {
    const wrapped = wrapLikeAService(mp3);
    const half = Math.floor(wrapped.length / 2);
    let firstChunkSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstChunkSeen = resolve));
    let finishedSending = false;
    standIn.answer(async (_sent, response) => {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.write(wrapped.subarray(0, half));
      await seen;
      response.end(wrapped.subarray(half));
      finishedSending = true;
    });
    const chunks: Buffer[] = [];
    for await (const chunk of synthesizer().synthesizeStream(request())) {
      if (chunks.length === 0) {
        expect(finishedSending).toBe(false);
        firstChunkSeen();
      }
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(mp3DurationSeconds(chunks[0]!)).toBeGreaterThan(0.5);
    expect(Buffer.concat(chunks).equals(mp3)).toBe(true);
  });

  it('posts the narrator voice id, model and voice settings with the xi-api-key header', async () => {
    standIn.answer((_sent, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3));
    const result = await synthesizer().synthesize(request({ voice: 'adam', speed: 1.5 }));
    const sent = standIn.requests[0]!;
    expect(sent.url).toBe('/v1/text-to-speech/pNInz6obpgDQGcFmaJgB/stream?output_format=mp3_44100_128');
    expect(sent.headers['xi-api-key']).toBe('xi-test');
    expect(sent.body).toEqual({
      text: 'Welcome to the old harbour. The customs house was finished in 1712.',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: 1.2 },
    });
    expect(result.provider).toBe('elevenlabs:pNInz6obpgDQGcFmaJgB');
    expect(result.audio.equals(mp3)).toBe(true);
    expect(result.durationSeconds).toBeCloseTo(mp3DurationSeconds(mp3), 6);
  });

  it('sends a long narration in several requests, each with its neighbours as context', async () => {
    standIn.answer((_sent, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3));
    const text = 'The river bends past old houses with red roofs and narrow windows. '.repeat(150);
    const result = await synthesizer().synthesize(request({ text }));
    const bodies = standIn.requests.map((sent) => sent.body as Record<string, string>);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) expect(body.text!.length).toBeLessThanOrEqual(4500);
    expect(bodies[0]!.previous_text).toBeUndefined();
    expect(bodies[1]!.previous_text).toBe(bodies[0]!.text);
    expect(bodies[1]!.next_text).toBe(bodies[2]!.text);
    expect(bodies[2]!.next_text).toBeUndefined();
    expect(result.audio.equals(Buffer.concat([mp3, mp3, mp3]))).toBe(true);
  });

  it('times out a stalled stream and reports ElevenLabs errors', async () => {
    standIn.answer((_sent, response) => {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.write(mp3.subarray(0, 4000));
    });
    const chunks: Buffer[] = [];
    const stalled = (async () => {
      for await (const chunk of synthesizer(200).synthesizeStream(request())) chunks.push(chunk);
    })();
    await expect(stalled).rejects.toThrow('elevenlabs: no response within 200 ms');
    expect(chunks.length).toBe(1);

    standIn.answer((_sent, response) =>
      sendJson(response, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } }),
    );
    await expect(synthesizer().synthesize(request())).rejects.toThrow('elevenlabs: HTTP 401: Invalid API key');
    expect(standIn.requests).toHaveLength(1);
  });
});
