import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { ModelBilling } from '../llm/narration-writer';
import { stripNarrationMarkers } from '../tts/offline/split-sentences';
import { ELEVENLABS_NAME } from '../tts/online/elevenlabs-synthesizer';
import { GOOGLE_TTS_NAME } from '../tts/online/google-tts-synthesizer';
import { googleVoiceFor } from '../tts/online/google-voices';
import { OPENAI_TTS_NAME } from '../tts/online/openai-speech-synthesizer';
import type { PriceTable } from './price-table';

/** What one narration used: the writer's billed tokens and the text a voice spoke. */
export interface NarrationUsage {
  /** Absent when the offline composer wrote it and no model billed anything. */
  billing?: ModelBilling;
  /** Absent when nothing was spoken. `name` is the SpeechSynthesizer's ('google-tts', 'espeak-ng'...). */
  speech?: { name: string; language: LanguageCode; voice: string; text: string };
}

/** The models each speech service speaks with, as configured (OPENAI_TTS_MODEL, ELEVENLABS_MODEL). */
export interface SpeechModels {
  openai: string;
  elevenlabs: string;
}

export interface CostEstimate {
  /** The model that billed tokens, e.g. 'anthropic:claude-sonnet-5'. */
  model?: string;
  inputTokens: number;
  outputTokens: number;
  /** US cents, to four decimals; what is unpriced counts as nothing. */
  estimatedCents: number;
  /** False when a paid model or voice was used that the price table does not list. */
  priced: boolean;
  /** Those models and voices, by their price-table names. */
  unpriced?: string[];
}

const PER_MILLION = 1_000_000;

/**
 * The price-table name of the voice that spoke, or null for an offline engine (free). Google prices
 * by voice type, which is the third part of the voice's name: 'en-US-Studio-O' is a Studio voice.
 */
export function speechPriceKey(speech: NonNullable<NarrationUsage['speech']>, models: SpeechModels): string | null {
  switch (speech.name) {
    case OPENAI_TTS_NAME:
      return `${OPENAI_TTS_NAME}:${models.openai}`;
    case ELEVENLABS_NAME:
      return `${ELEVENLABS_NAME}:${models.elevenlabs}`;
    case GOOGLE_TTS_NAME:
      return `${GOOGLE_TTS_NAME}:${googleVoiceFor(speech.language, speech.voice).name.split('-')[2]}`;
    default:
      return null;
  }
}

/** Text model and voice cost at list prices; offline engines cost nothing. */
export function estimateCost(usage: NarrationUsage, table: PriceTable, models: SpeechModels): CostEstimate {
  const unpriced: string[] = [];
  let dollars = 0;
  const billing = usage.billing;
  if (billing && billing.inputTokens + billing.outputTokens > 0) {
    const price = table.text[billing.model];
    if (price) {
      dollars +=
        (billing.inputTokens * price.inputPerMillion + billing.outputTokens * price.outputPerMillion) / PER_MILLION;
    } else unpriced.push(billing.model);
  }
  const key = usage.speech ? speechPriceKey(usage.speech, models) : null;
  if (usage.speech && key) {
    const price = table.speech[key];
    const characters = stripNarrationMarkers(usage.speech.text).length;
    if (price) dollars += (characters * price.perMillionCharacters) / PER_MILLION;
    else unpriced.push(key);
  }
  return {
    ...(billing ? { model: billing.model } : {}),
    inputTokens: billing?.inputTokens ?? 0,
    outputTokens: billing?.outputTokens ?? 0,
    estimatedCents: Math.round(dollars * 100 * 10_000) / 10_000,
    priced: unpriced.length === 0,
    ...(unpriced.length > 0 ? { unpriced } : {}),
  };
}
