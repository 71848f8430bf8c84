import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { LATIN_LANGUAGES, normalizeText } from './normalize-text';

/** Korean particles and endings that attach to a noun; removed so "북극까지" and "북극은" meet. */
const KOREAN_ENDING = /(에서는|에서|까지|부터|에게|으로|이라|이란|라는|은|는|이|가|을|를|에|의|도|와|과|로|요)$/u;
/** A Korean word ending like this is a predicate ("멀어요", "있습니까"), not a thing asked about. */
const KOREAN_PREDICATE = /(요|까|죠|줘|니다)$/u;
/** The Arabic article, alone or after a fused preposition or conjunction. */
const ARABIC_ARTICLE = /^(وال|بال|فال|كال|لل|ال)/u;
/** One-letter conjunctions and prepositions; "بحرية" begins with one that is part of the word. */
const ARABIC_LETTER_PREFIX = /^[وفب]/u;
/** In Japanese, kanji and katakana carry the content and hiragana the grammar between them. */
const JAPANESE_CONTENT = /[\p{Script=Han}\p{Script=Katakana}ー]+|[a-z0-9]+/gu;
const CHINESE_CONTENT = /\p{Script=Han}+|[a-z0-9]+/gu;

export const isUnspaced = (language: LanguageCode) => language === 'ja' || language === 'zh';

function stripKorean(word: string): string {
  const stripped = word.replace(KOREAN_ENDING, '');
  return stripped.length >= 2 ? stripped : word;
}

function stripArabic(word: string): string {
  const stripped = word.replace(ARABIC_ARTICLE, '');
  return stripped.length >= 3 ? stripped : word;
}

/** A word with and without a leading one-letter prefix, since either may be right. */
function arabicVariants(word: string): string[] {
  const stripped = word.replace(ARABIC_LETTER_PREFIX, '');
  return stripped !== word && stripped.length >= 3 ? [word, stripped] : [word];
}

/**
 * The words of a question that can tie it to a sentence. Languages written with spaces give whole
 * words (Korean and Arabic without their attached particles). Japanese and Chinese do not separate
 * words: their runs of content characters are cut at the stop characters (one-character entries
 * of `stop`: particles, question words) and become overlapping character pairs. `stop` holds
 * normalized entries (see QaPhrases.stopWords).
 */
export function contentTokens(text: string, language: LanguageCode, stop: ReadonlySet<string>): string[] {
  const normalized = normalizeText(text);
  if (isUnspaced(language)) return unspacedTokens(normalized, language, stop);
  const minimum = LATIN_LANGUAGES.has(language) ? 3 : 2;
  return normalized
    .trim()
    .split(' ')
    .filter((word) => word && !stop.has(word) && !(language === 'ko' && KOREAN_PREDICATE.test(word)))
    .map((word) => (language === 'ko' ? stripKorean(word) : language === 'ar' ? stripArabic(word) : word))
    .filter((token) => !stop.has(token) && (token.length >= minimum || /^\d+$/u.test(token)));
}

function unspacedTokens(normalized: string, language: LanguageCode, stop: ReadonlySet<string>): string[] {
  const splitters = [...stop].filter((entry) => [...entry].length === 1);
  const cut = splitters.length ? new RegExp(`[${splitters.join('')}]+`, 'u') : null;
  const runs = normalized.match(language === 'ja' ? JAPANESE_CONTENT : CHINESE_CONTENT) ?? [];
  const chunks = runs.flatMap((run) => (cut ? run.split(cut) : [run])).filter((c) => c && !stop.has(c));
  return chunks.flatMap((chunk) => {
    const chars = [...chunk];
    if (/^[a-z0-9]+$/u.test(chunk) || chars.length === 1) return [chunk];
    return chars.slice(1).map((char, i) => chars[i]! + char);
  });
}

/** Whether two words are one word in different inflections: equal, or sharing all but a short ending. */
export function sameWord(a: string, b: string, language: LanguageCode): boolean {
  if (a === b) return true;
  if (/\d/u.test(a) || /\d/u.test(b)) return false;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  if (language === 'ko') return common >= Math.max(2, shorter - 1);
  // Arabic words of one root share their first letters ("تقويم", "تقول"): only added endings count.
  if (language === 'ar') return common === shorter && Math.max(a.length, b.length) - shorter <= 3;
  return common >= Math.max(4, shorter - 2);
}

/** A test for "this passage holds that question word", prepared once per passage. */
export function passageMatcher(text: string, language: LanguageCode): (token: string) => boolean {
  const normalized = normalizeText(text);
  if (isUnspaced(language)) return (token) => normalized.includes(token);
  const words = contentTokens(text, language, new Set());
  if (language === 'ar') {
    const forms = words.flatMap(arabicVariants);
    return (token) => arabicVariants(token).some((t) => forms.some((word) => sameWord(t, word, language)));
  }
  return (token) => words.some((word) => sameWord(token, word, language));
}
