import type { LanguageCode } from '../catalog/languages';
import { WORDS_PER_MINUTE } from '../catalog/constants';

/**
 * Characters a narrator speaks in a minute, for the languages written without spaces. Chinese is
 * read at about 250 characters a minute (one syllable each); Japanese mixes kana and kanji, and a
 * kanji often stands for two or three morae, which lands at about 350 characters a minute.
 */
export const CHARACTERS_PER_MINUTE: Partial<Record<LanguageCode, number>> = { zh: 250, ja: 350 };

/**
 * Spoken words (as countSpokenWords counts them) a narrator says in a minute, per language. Words are
 * longer in German, Korean and Arabic (compounds, particles and clitics written together), so fewer
 * fit a minute than in English; Japanese and Chinese are counted in English-word equivalents already,
 * and are read a little slower than English. WORDS_PER_MINUTE is the English rate. The offline voice is
 * set to speak each language at this rate (see tts/offline/espeak-voice.ts), and a story of n minutes
 * is written n times this long.
 */
export const SPOKEN_WORDS_PER_MINUTE: Record<LanguageCode, number> = {
  en: WORDS_PER_MINUTE,
  es: 150,
  fr: 150,
  de: 125,
  it: 140,
  pt: 140,
  ja: 130,
  zh: 130,
  ko: 95,
  ar: 110,
};

/** Words of a story in `language` that a listener hears in `minutes`. */
export function wordsForMinutes(minutes: number, language: LanguageCode): number {
  return Math.round(minutes * SPOKEN_WORDS_PER_MINUTE[language]);
}

/** Minutes a text of `words` spoken words in `language` lasts. */
export function minutesForWords(words: number, language: LanguageCode): number {
  return words / SPOKEN_WORDS_PER_MINUTE[language];
}

/** Han, kana (with the prolonged-sound mark) and digits: each is spoken, punctuation is not. */
const SPOKEN_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー\p{N}]/gu;
/** A run of letters in another script (a Latin place name inside Japanese text) is one word. */
const OTHER_SCRIPT_WORD = /[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー\p{N}\p{P}\p{S}]+/gu;

/**
 * Spoken-word equivalents of a text, so lengths compare across languages at WORDS_PER_MINUTE.
 * Space-separated languages (Korean included) count whitespace-delimited words that hold a letter
 * or digit. Japanese and Chinese count spoken characters scaled by their reading pace, plus one
 * word for each run of text in another script.
 */
export function countSpokenWords(text: string, language: LanguageCode): number {
  const perMinute = CHARACTERS_PER_MINUTE[language];
  if (perMinute === undefined) {
    return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  }
  const characters = text.match(SPOKEN_CHARACTER)?.length ?? 0;
  const otherWords = text.match(OTHER_SCRIPT_WORD)?.length ?? 0;
  return Math.round((characters * WORDS_PER_MINUTE) / perMinute) + otherWords;
}
