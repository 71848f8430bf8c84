import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { findNarratorVoice } from '@roamcast/shared/catalog/voices';

/**
 * Google voices for the languages other than English, by the narrator's gender. English uses each
 * narrator's own cloudVoiceId (Studio and Neural2 voices). Neural2 where Google has one for the
 * language, WaveNet for Mandarin and Arabic (no Neural2 there). Google retired fr-FR-Neural2-A..E,
 * de-DE-Neural2-A..F and it-IT-Neural2-C in 2025; their replacements are used.
 */
export const GOOGLE_VOICES: Record<Exclude<LanguageCode, 'en'>, { female: string; male: string }> = {
  es: { female: 'es-ES-Neural2-A', male: 'es-ES-Neural2-F' },
  fr: { female: 'fr-FR-Neural2-F', male: 'fr-FR-Neural2-G' },
  de: { female: 'de-DE-Neural2-G', male: 'de-DE-Neural2-H' },
  it: { female: 'it-IT-Neural2-A', male: 'it-IT-Neural2-F' },
  pt: { female: 'pt-BR-Neural2-A', male: 'pt-BR-Neural2-B' },
  ja: { female: 'ja-JP-Neural2-B', male: 'ja-JP-Neural2-C' },
  zh: { female: 'cmn-CN-Wavenet-A', male: 'cmn-CN-Wavenet-B' },
  ko: { female: 'ko-KR-Neural2-A', male: 'ko-KR-Neural2-C' },
  ar: { female: 'ar-XA-Wavenet-A', male: 'ar-XA-Wavenet-B' },
};

export interface GoogleVoice {
  /** Google's own code, taken from the voice name: 'cmn-CN' and 'ar-XA', not zh-CN and ar-SA. */
  languageCode: string;
  name: string;
}

export function googleVoiceFor(language: LanguageCode, voice: string): GoogleVoice {
  const narrator = findNarratorVoice(voice);
  const name = language === 'en' ? narrator.cloudVoiceId : GOOGLE_VOICES[language][narrator.gender];
  return { languageCode: name.split('-').slice(0, 2).join('-'), name };
}

/** Google's volumeGainDb for a 0..1 volume: amplitude in decibels, within the API's -96..16. */
export function volumeGainDb(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  const db = 20 * Math.log10(Math.max(0, volume));
  return Math.round(Math.min(16, Math.max(-96, db)) * 100) / 100;
}
