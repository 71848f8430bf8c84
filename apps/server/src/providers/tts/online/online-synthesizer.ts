import type { SpeechSynthesizer, SynthesisRequest, SynthesizedAudio } from '../speech-synthesizer';
import { mp3DurationSeconds } from '../offline/mp3-duration';
import { stripNarrationMarkers } from '../offline/split-sentences';
import { createMp3FrameAligner } from './mp3-frames';
import { NothingToSpeakError, SpeechProviderError } from './speech-errors';

export interface OnlineVoiceService {
  /** 'google-tts', 'elevenlabs', 'openai-tts'. */
  name: string;
  /** The service's voice for this request, for the provider label ('google-tts:en-US-Studio-O'). */
  voiceOf(request: SynthesisRequest): string;
  /** Bare MP3 frames for the request's text, in order, as early as the service gives them. */
  stream(request: SynthesisRequest): AsyncGenerator<Buffer>;
}

/** The SpeechSynthesizer every online adapter shares: streaming comes from the service, the rest is common. */
export function createOnlineSynthesizer(service: OnlineVoiceService): SpeechSynthesizer {
  async function synthesize(request: SynthesisRequest): Promise<SynthesizedAudio> {
    const chunks: Buffer[] = [];
    for await (const chunk of service.stream(request)) chunks.push(chunk);
    if (chunks.length === 0) throw new NothingToSpeakError();
    const audio = Buffer.concat(chunks);
    return {
      audio,
      mimeType: 'audio/mpeg',
      durationSeconds: mp3DurationSeconds(audio),
      provider: `${service.name}:${service.voiceOf(request)}`,
      characters: stripNarrationMarkers(request.text).length,
    };
  }

  return {
    name: service.name,
    synthesizeStream: (request) => service.stream(request),
    synthesize,
    // Nothing runs in the background: each request opens and closes its own connection.
    close: async () => undefined,
  };
}

/** Passes a streamed MP3 response on as whole frames; a response without any is an error. */
export async function* streamMp3Frames(body: AsyncIterable<Uint8Array>, provider: string): AsyncGenerator<Buffer> {
  const aligner = createMp3FrameAligner();
  let any = false;
  for await (const piece of body) {
    const frames = aligner.push(piece);
    if (frames.length > 0) {
      any = true;
      yield frames;
    }
  }
  const rest = aligner.end();
  if (rest.length > 0) yield rest;
  else if (!any) throw new SpeechProviderError(provider, 'the response held no MP3 audio');
}

export function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}
