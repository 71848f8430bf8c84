import { afterEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../audio/wav';
import { RecognitionFailedError } from '../speech-recognizer';
import { createOpenAiSpeechRecognizer } from './openai-recognizer';
import { readMultipart, sendJson, startStandIn } from '../../../../test/stand-ins/stt';

const wav = encodeWav(
  Float32Array.from({ length: 16_000 }, (_, i) => 0.3 * Math.sin(i / 5)),
  16_000,
);
const webm = Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'), wav]);
let standIn: Awaited<ReturnType<typeof startStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const recognizerAt = (baseUrl: string, timeoutMs = 2000) =>
  createOpenAiSpeechRecognizer({ apiKey: 'sk-test-123', baseUrl: `${baseUrl}/v1/`, model: 'whisper-1', timeoutMs });

describe('OpenAI / Whisper speech recognition', () => {
  it('posts the recording as multipart with model and language, and reads the text', async () => {
    standIn = await startStandIn((_request, response) => sendJson(response, 200, { text: ' Next stop. ' }));
    const heard = await recognizerAt(standIn.url).transcribe({ audio: webm, languageCode: 'en-US' });
    expect(heard).toEqual({ transcript: 'Next stop.', provider: 'openai:whisper-1' });

    const [request] = standIn.requests;
    expect(standIn.requests).toHaveLength(1);
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/audio/transcriptions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await readMultipart(request!);
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('language')).toBe('en');
    expect(form.get('response_format')).toBe('json');
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm');
    expect(Buffer.from(await file.arrayBuffer()).equals(webm)).toBe(true);
  });

  it('names the file after the real container', async () => {
    standIn = await startStandIn((_request, response) => sendJson(response, 200, { text: 'pause' }));
    await recognizerAt(standIn.url).transcribe({ audio: wav, languageCode: 'fr-FR' });
    const form = await readMultipart(standIn.requests[0]!);
    expect((form.get('file') as File).name).toBe('recording.wav');
    expect(form.get('language')).toBe('fr');
  });

  it('retries once after a server error, then succeeds', async () => {
    standIn = await startStandIn((_request, response, index) =>
      index === 0
        ? sendJson(response, 503, { error: { message: 'overloaded', type: 'server_error' } })
        : sendJson(response, 200, { text: 'help' }),
    );
    const heard = await recognizerAt(standIn.url).transcribe({ audio: wav, languageCode: 'en' });
    expect(heard.transcript).toBe('help');
    expect(standIn.requests).toHaveLength(2);
    expect(await readMultipart(standIn.requests[1]!).then((form) => form.get('model'))).toBe('whisper-1');
  });

  it('does not retry a rejected key, and reports the service message', async () => {
    standIn = await startStandIn((_request, response) =>
      sendJson(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
    );
    const error = await recognizerAt(standIn.url)
      .transcribe({ audio: wav, languageCode: 'en' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(RecognitionFailedError);
    expect(error.message).toBe('openai speech recognition failed: HTTP 401: Incorrect API key provided');
    expect(standIn.requests).toHaveLength(1);
  });

  it('gives up after a timeout and one retry when the service stalls', async () => {
    standIn = await startStandIn(() => undefined);
    const started = Date.now();
    const error = await recognizerAt(standIn.url, 300)
      .transcribe({ audio: wav, languageCode: 'en' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(RecognitionFailedError);
    expect(error.message).toBe('openai speech recognition failed: timed out after 300 ms');
    expect(standIn.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
