import { getLanguage, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { WORDS_PER_MINUTE } from '@roamcast/shared/catalog/constants';
import { CHARACTERS_PER_MINUTE, minutesForWords } from '@roamcast/shared/logic/spoken-length';

/** The variety the voices speak (pt-BR, zh-CN...), named so the model writes that one. */
const VARIETIES: Partial<Record<LanguageCode, string>> = {
  pt: 'Brazilian Portuguese',
  zh: 'Simplified Chinese (Mandarin)',
  ar: 'Modern Standard Arabic',
};

export function languageName(language: LanguageCode): string {
  const { englishName, nativeName } = getLanguage(language);
  return `${VARIETIES[language] ?? englishName} (${nativeName})`;
}

export function languageInstruction(language: LanguageCode): string {
  const name = languageName(language);
  return `Language: write entirely in ${name}, title included, whatever the language of the facts. Use the names places usually have in ${getLanguage(language).englishName}.`;
}

/**
 * The length as the model can count it: words, or characters for Japanese and Chinese, which are
 * written without spaces (at the reading pace the app's length counter uses).
 */
export function lengthInstruction(language: LanguageCode, targetWords: number): string {
  const minutes = Math.max(0.5, Math.round(minutesForWords(targetWords, language) * 2) / 2);
  const spoken = `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} when spoken`;
  const perMinute = CHARACTERS_PER_MINUTE[language];
  if (perMinute !== undefined) {
    const characters = Math.round((targetWords * perMinute) / WORDS_PER_MINUTE / 10) * 10;
    return `Length: about ${characters} ${getLanguage(language).englishName} characters (${spoken}). Stay within 10% of it.`;
  }
  return `Length: about ${targetWords} words (${spoken}). Stay within 10% of it.`;
}

/** Tokens a narration of this length may need: generous, since running out cuts the text short. */
export function narrationTokenBudget(language: LanguageCode, targetWords: number): number {
  const tokensPerWord = ['ja', 'zh', 'ko', 'ar'].includes(language) ? 3 : 2;
  return Math.min(8192, Math.ceil(targetWords * tokensPerWord) + 300);
}
