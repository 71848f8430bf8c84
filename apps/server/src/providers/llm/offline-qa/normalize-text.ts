import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { foldName } from '../../geo/fold-name';

/** Languages whose words are separated by spaces and written in Latin letters. */
export const LATIN_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['en', 'es', 'fr', 'de', 'it', 'pt']);

/**
 * Arabic as people type it varies in ways that do not change the word: short vowels and tatweel
 * are dropped, the hamza seats of alef merge, final ya and ta marbuta take their plain forms.
 */
function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u0652\u0670\u0640]/gu, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ى/gu, 'ي')
    .replace(/ة/gu, 'ه');
}

/**
 * The form in which questions, keywords, names and narration sentences are compared: full-width
 * letters made plain, lower case, Latin accents and Arabic vowel marks dropped, and every run of
 * punctuation or space turned into one space, with a space at each end so words can be anchored.
 */
export function normalizeText(text: string): string {
  const plain = foldName(text.normalize('NFKC').replace(/['’‘`ʻʼ]/gu, ' '));
  return ` ${foldArabic(plain)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** The keywords of a "|"-separated list (see QaKeywords.intents) as they are searched for in a normalized question. */
export function compileKeywords(list: string, language: LanguageCode): string[] {
  return list
    .split('|')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .map((keyword) => {
      const start = LATIN_LANGUAGES.has(language) || keyword.startsWith('^') ? ' ' : '';
      const end = keyword.endsWith('$') ? ' ' : '';
      return `${start}${normalizeText(keyword.replace(/^\^|\$$/gu, '')).trim()}${end}`;
    });
}
