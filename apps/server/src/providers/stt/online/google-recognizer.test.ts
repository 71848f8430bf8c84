import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../audio/wav';
import { RecognitionFailedError } from '../speech-recognizer';
import { createGoogleSpeechRecognizer } from './google-recognizer';
import { sendJson, startStandIn } from '../../../../test/stand-ins/stt';

const webm = await readFile(path.join(import.meta.dirname, '../fixtures/next-stop.webm'));
const wav44k = encodeWav(
  Float32Array.from({ length: 44_100 }, (_, i) => 0.3 * Math.sin(i / 7)),
  44_100,
);
let standIn: Awaited<ReturnType<typeof startStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const recognizerAt = (baseUrl: string, timeoutMs = 2000) =>
  createGoogleSpeechRecognizer({ apiKey: 'AIza test/key', baseUrl, timeoutMs });

const recognized = (...transcripts: string[]) => ({
  results: transcripts.map((transcript) => ({
    alternatives: [{ transcript, confidence: 0.93 }, { transcript: 'not this one' }],
    resultEndTime: '1.2s',
    languageCode: 'en-us',
  })),
  totalBilledTime: '2s',
});

describe('Google Speech-to-Text v1', () => {
  it('sends browser webm/opus as WEBM_OPUS at 48 kHz, key in a header, and joins the results', async () => {
    standIn = await startStandIn((_request, response) => sendJson(response, 200, recognized('next', 'stop')));
    const heard = await recognizerAt(standIn.url).transcribe({ audio: webm, languageCode: 'en-US' });
    expect(heard).toEqual({ transcript: 'next stop', provider: 'google' });

    const [request] = standIn.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/speech:recognize');
    expect(request!.headers['x-goog-api-key']).toBe('AIza test/key');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body.toString('utf8'));
    expect(body.config).toEqual({ encoding: 'WEBM_OPUS', sampleRateHertz: 48_000, languageCode: 'en-US' });
    expect(Buffer.from(body.audio.content, 'base64').equals(webm)).toBe(true);
  });

  it('sends other recordings as 16 kHz LINEAR16 samples', async () => {
    standIn = await startStandIn((_request, response) => sendJson(response, 200, recognized('pause')));
    await recognizerAt(standIn.url).transcribe({ audio: wav44k, languageCode: 'de-DE' });
    const body = JSON.parse(standIn.requests[0]!.body.toString('utf8'));
    expect(body.config).toEqual({ encoding: 'LINEAR16', sampleRateHertz: 16_000, languageCode: 'de-DE' });
    // One second at 16 kHz, two bytes a sample, no WAV header.
    expect(Buffer.from(body.audio.content, 'base64').length).toBe(32_000);
  });

  it('answers an empty transcript when Google heard nothing', async () => {
    standIn = await startStandIn((_request, response) => sendJson(response, 200, {}));
    expect(await recognizerAt(standIn.url).transcribe({ audio: webm, languageCode: 'en-US' })).toEqual({
      transcript: '',
      provider: 'google',
    });
  });

  it('reports Google error bodies and does not retry a bad request', async () => {
    standIn = await startStandIn((_request, response) =>
      sendJson(response, 400, {
        error: { code: 400, message: 'Invalid recognition config: bad encoding.', status: 'INVALID_ARGUMENT' },
      }),
    );
    const error = await recognizerAt(standIn.url)
      .transcribe({ audio: webm, languageCode: 'en-US' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(RecognitionFailedError);
    expect(error.message).toBe('google speech recognition failed: HTTP 400: Invalid recognition config: bad encoding.');
    expect(standIn.requests).toHaveLength(1);
  });

  it('retries a 429 once, then reports it', async () => {
    standIn = await startStandIn((_request, response) =>
      sendJson(response, 429, { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }),
    );
    const error = await recognizerAt(standIn.url)
      .transcribe({ audio: webm, languageCode: 'en-US' })
      .catch((e) => e);
    expect(error.message).toBe('google speech recognition failed: HTTP 429: Quota exceeded');
    expect(standIn.requests).toHaveLength(2);
  });

  it('times out a stalled service, retrying once', async () => {
    standIn = await startStandIn((_request, response, index) => {
      if (index === 1) sendJson(response, 200, recognized('help'));
    });
    const heard = await recognizerAt(standIn.url, 300).transcribe({ audio: webm, languageCode: 'en-US' });
    expect(heard.transcript).toBe('help');
    expect(standIn.requests).toHaveLength(2);
  });
});
