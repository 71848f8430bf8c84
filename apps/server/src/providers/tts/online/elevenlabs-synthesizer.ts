import { findNarratorVoice } from '@roamcast/shared/catalog/voices';
import type { SpeechSynthesizer, SynthesisRequest } from '../speech-synthesizer';
import { characters, groupSentences } from './group-sentences';
import { clamp, createOnlineSynthesizer, streamMp3Frames } from './online-synthesizer';
import { postJson } from './post-json';

export const ELEVENLABS_NAME = 'elevenlabs';

export interface ElevenLabsOptions {
  apiKey: string;
  /** Default https://api.elevenlabs.io. */
  baseUrl?: string;
  /** Default eleven_multilingual_v2, which speaks all ten languages and detects which from the text. */
  model?: string;
  timeoutMs?: number;
}

// eleven_multilingual_v2 takes up to 10,000 characters; smaller requests keep each one short
// enough that a failure costs little and the older 5,000-character models work too.
const MAX_REQUEST_CHARS = 4500;
const STABILITY = 0.5;
const SIMILARITY_BOOST = 0.75;

/**
 * ElevenLabs (the 'premium' voices), streamed: the service sends MP3 as it speaks, and each piece
 * goes on as soon as it holds whole frames. ElevenLabs has no volume setting, so `volume` is left to
 * the player; its speed setting only spans 0.7..1.2.
 */
export function createElevenLabsSynthesizer(options: ElevenLabsOptions): SpeechSynthesizer {
  const baseUrl = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/, '');
  const model = options.model ?? 'eleven_multilingual_v2';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const voiceOf = (request: SynthesisRequest) => findNarratorVoice(request.voice).premiumVoiceId;

  async function* stream(request: SynthesisRequest): AsyncGenerator<Buffer> {
    const groups = groupSentences(request.text, request.language, { max: MAX_REQUEST_CHARS, measure: characters });
    const voiceId = voiceOf(request);
    for (const [index, text] of groups.entries()) {
      const body = await postJson({
        provider: ELEVENLABS_NAME,
        url: `${baseUrl}/v1/text-to-speech/${encodeURIComponent(voiceId)}/stream?output_format=mp3_44100_128`,
        headers: { 'xi-api-key': options.apiKey, accept: 'audio/mpeg' },
        timeoutMs,
        body: {
          text,
          model_id: model,
          voice_settings: {
            stability: STABILITY,
            similarity_boost: SIMILARITY_BOOST,
            speed: clamp(request.speed, 0.7, 1.2, 1),
          },
          // Neighbouring text keeps the intonation continuous across requests.
          ...(index > 0 ? { previous_text: groups[index - 1] } : {}),
          ...(index < groups.length - 1 ? { next_text: groups[index + 1] } : {}),
        },
      });
      yield* streamMp3Frames(body, ELEVENLABS_NAME);
    }
  }

  return createOnlineSynthesizer({ name: ELEVENLABS_NAME, voiceOf, stream });
}
