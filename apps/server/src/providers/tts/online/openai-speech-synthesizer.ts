import { findNarratorVoice, type NarratorVoiceId } from '@roamcast/shared/catalog/voices';
import type { SpeechSynthesizer, SynthesisRequest } from '../speech-synthesizer';
import { characters, groupSentences } from './group-sentences';
import { clamp, createOnlineSynthesizer, streamMp3Frames } from './online-synthesizer';
import { postJson } from './post-json';

export const OPENAI_TTS_NAME = 'openai-tts';

export interface OpenAiSpeechOptions {
  apiKey: string;
  /** Default https://api.openai.com/v1. */
  baseUrl?: string;
  /** Default gpt-4o-mini-tts. */
  model?: string;
  timeoutMs?: number;
}

/** OpenAI's built-in voices closest to each narrator's description and gender. */
export const OPENAI_VOICES: Record<NarratorVoiceId, string> = {
  rachel: 'nova', // clear, warm
  adam: 'onyx', // deep, authoritative
  emily: 'shimmer', // bright, energetic
  marcus: 'echo', // smooth, professional
  sarah: 'sage', // calm, storytelling
};

const MAX_INPUT_CHARS = 4096;

/**
 * OpenAI speech (an alternative 'cloud' voice). The response body streams, so each request's audio
 * goes on as it arrives. Like ElevenLabs it has no volume setting: `volume` is left to the player.
 */
export function createOpenAiSpeechSynthesizer(options: OpenAiSpeechOptions): SpeechSynthesizer {
  const baseUrl = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const model = options.model ?? 'gpt-4o-mini-tts';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const voiceOf = (request: SynthesisRequest) => OPENAI_VOICES[findNarratorVoice(request.voice).id];
  // Only the gpt-4o speech models take style instructions; tts-1 would refuse them.
  const takesInstructions = model.startsWith('gpt-');

  async function* stream(request: SynthesisRequest): AsyncGenerator<Buffer> {
    const narrator = findNarratorVoice(request.voice);
    for (const input of groupSentences(request.text, request.language, {
      max: MAX_INPUT_CHARS,
      measure: characters,
    })) {
      const body = await postJson({
        provider: OPENAI_TTS_NAME,
        url: `${baseUrl}/audio/speech`,
        headers: { authorization: `Bearer ${options.apiKey}` },
        timeoutMs,
        body: {
          model,
          voice: OPENAI_VOICES[narrator.id],
          input,
          response_format: 'mp3',
          speed: clamp(request.speed, 0.5, 2, 1),
          ...(takesInstructions
            ? { instructions: `You are an audio tour guide. Voice: ${narrator.description.toLowerCase()}.` }
            : {}),
        },
      });
      yield* streamMp3Frames(body, OPENAI_TTS_NAME);
    }
  }

  return createOnlineSynthesizer({ name: OPENAI_TTS_NAME, voiceOf, stream });
}
