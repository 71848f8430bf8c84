import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/**
 * The articles a name may begin with in each language that has them, as the packs write names ("the
 * Eiffel Tower", "la tour Eiffel", "l’Alhambra"); `elides` where the article fuses before a vowel (l’).
 */
const ARTICLES: Partial<Record<LanguageCode, { words: readonly string[]; elides?: boolean }>> = {
  en: { words: ['the'] },
  fr: { words: ['la', 'le', 'les'], elides: true },
  es: { words: ['el', 'la', 'los', 'las'] },
  it: { words: ['il', 'lo', 'la', 'i', 'gli', 'le'], elides: true },
  pt: { words: ['o', 'a', 'os', 'as'] },
  de: { words: ['der', 'die', 'das'] },
};

const pattern = (language: LanguageCode, word: string, elided: string, flags: string): RegExp | undefined => {
  const articles = ARTICLES[language];
  if (!articles) return undefined;
  const words = `^(${articles.words.join('|')})${word}`;
  return new RegExp(articles.elides ? `${words}|${elided}` : words, flags);
};

/** The article that opens a sentence starting with a name ("the Great Barrier Reef is..."), to capitalise. */
export const openingArticle = (language: LanguageCode) => pattern(language, '(?=\\s)', "^l(?=[’'])", 'u');

/** A name's own article with the space after it ("La ", "l’"), to say the name bare as a title. */
export const leadingArticle = (language: LanguageCode) => pattern(language, '\\s+', "^l[’']", 'iu');
