import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { findNarratorVoice, type NarratorVoiceId } from '@roamcast/shared/catalog/voices';
import type { SynthesisRequest } from '../speech-synthesizer';

/** What the espeak worker needs to speak one sentence. */
export interface EspeakSettings {
  language: LanguageCode;
  /** espeak voice with its variant, e.g. 'en-us+f3'. */
  voice: string;
  /** espeak rate, its nominal words per minute. */
  rate: number;
  /** espeak pitch and pitch range, 0..99 around the variant's own base. */
  pitch: number;
  range: number;
  /** Linear sample gain, 0..1. */
  gain: number;
}

const LANGUAGE_VOICES: Record<LanguageCode, string> = {
  en: 'en-us',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pt: 'pt-br',
  ja: 'ja',
  zh: 'cmn',
  ko: 'ko',
  ar: 'ar',
};

// Variant and pitch follow each narrator's description: warm, bright, calm, deep, smooth.
const NARRATOR_STYLES: Record<NarratorVoiceId, { variant: string; pitch: number; range: number }> = {
  rachel: { variant: 'f3', pitch: 50, range: 50 },
  emily: { variant: 'f2', pitch: 64, range: 70 },
  sarah: { variant: 'f4', pitch: 44, range: 35 },
  adam: { variant: 'm4', pitch: 34, range: 40 },
  marcus: { variant: 'm3', pitch: 52, range: 55 },
};

/**
 * espeak's nominal rate per language, at which it says SPOKEN_WORDS_PER_MINUTE of that language,
 * pauses included: measured on 1-minute offline stories (spoken-duration.test.ts holds them at 40-80
 * s). At one rate for all, Korean ran 160 s and Arabic 125 s for English's 73: espeak's voices differ
 * in pace, and the languages in how much one counted word holds.
 */
export const NARRATOR_RATES: Record<LanguageCode, number> = {
  en: 154,
  es: 170,
  fr: 128,
  de: 140,
  it: 158,
  pt: 172,
  ja: 165,
  zh: 183,
  ko: 212,
  ar: 194,
};
const MIN_RATE = 80;
const MAX_RATE = 450;

export function resolveEspeakSettings(request: Omit<SynthesisRequest, 'text'>): EspeakSettings {
  const narrator = findNarratorVoice(request.voice);
  const style = NARRATOR_STYLES[narrator.id];
  const speed = clamp(Number.isFinite(request.speed) ? request.speed : 1, 0.5, 2);
  return {
    language: request.language,
    voice: `${LANGUAGE_VOICES[request.language]}+${style.variant}`,
    rate: Math.round(clamp(NARRATOR_RATES[request.language] * speed, MIN_RATE, MAX_RATE)),
    pitch: style.pitch,
    range: style.range,
    gain: clamp(Number.isFinite(request.volume) ? request.volume : 1, 0, 1),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
