import type { SpeechSynthesizer, SynthesisRequest } from '../speech-synthesizer';
import { googleVoiceFor, volumeGainDb } from './google-voices';
import { groupSentences, utf8Bytes } from './group-sentences';
import { bareMp3Frames } from './mp3-frames';
import { clamp, createOnlineSynthesizer } from './online-synthesizer';
import { postJson, readAll } from './post-json';
import { SpeechProviderError } from './speech-errors';

export const GOOGLE_TTS_NAME = 'google-tts';

export interface GoogleTtsOptions {
  apiKey: string;
  /** Default https://texttospeech.googleapis.com. */
  baseUrl?: string;
  timeoutMs?: number;
}

// The API refuses input over 5000 bytes; the margin covers the joining spaces.
const MAX_REQUEST_BYTES = 4500;
// Google answers a whole request at once, so the first request is kept to a sentence or two.
const FIRST_REQUEST_BYTES = 300;

/**
 * Google Cloud Text-to-Speech (the 'cloud' voices). Requests go out a group of sentences at a time,
 * the next one while the caller sends the current, so audio keeps ahead of playback.
 */
export function createGoogleTtsSynthesizer(options: GoogleTtsOptions): SpeechSynthesizer {
  const baseUrl = (options.baseUrl ?? 'https://texttospeech.googleapis.com').replace(/\/+$/, '');
  // The key goes in a header, never the URL, so no proxy or error log records it.
  const url = `${baseUrl}/v1/text:synthesize`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function synthesizeGroup(text: string, request: SynthesisRequest): Promise<Buffer> {
    const body = await postJson({
      provider: GOOGLE_TTS_NAME,
      url,
      timeoutMs,
      headers: { 'x-goog-api-key': options.apiKey },
      body: {
        input: { text },
        voice: googleVoiceFor(request.language, request.voice),
        audioConfig: {
          audioEncoding: 'MP3',
          speakingRate: clamp(request.speed, 0.5, 2, 1),
          volumeGainDb: volumeGainDb(request.volume),
        },
      },
    });
    const raw = await readAll(body);
    let audioContent: unknown;
    try {
      audioContent = (JSON.parse(raw.toString('utf8')) as { audioContent?: unknown }).audioContent;
    } catch {
      throw new SpeechProviderError(GOOGLE_TTS_NAME, 'the response was not JSON');
    }
    if (typeof audioContent !== 'string')
      throw new SpeechProviderError(GOOGLE_TTS_NAME, 'the response had no audioContent');
    const mp3 = bareMp3Frames(Buffer.from(audioContent, 'base64'));
    if (mp3.length === 0) throw new SpeechProviderError(GOOGLE_TTS_NAME, 'the response held no MP3 audio');
    return mp3;
  }

  async function* stream(request: SynthesisRequest): AsyncGenerator<Buffer> {
    const groups = groupSentences(request.text, request.language, {
      max: MAX_REQUEST_BYTES,
      firstMax: FIRST_REQUEST_BYTES,
      measure: utf8Bytes,
    });
    const start = (index: number) => {
      const text = groups[index];
      if (text === undefined) return null;
      const pending = synthesizeGroup(text, request);
      // Handled when awaited; this keeps an abandoned prefetch from surfacing as unhandled.
      pending.catch(() => undefined);
      return pending;
    };
    let next = start(0);
    for (let index = 0; next; index++) {
      const current = next;
      next = start(index + 1);
      yield await current;
    }
  }

  return createOnlineSynthesizer({
    name: GOOGLE_TTS_NAME,
    voiceOf: (request) => googleVoiceFor(request.language, request.voice).name,
    stream,
  });
}
