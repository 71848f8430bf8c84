import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Landmark } from './landmark-schema';

/**
 * The articles each language's running-text names open with ("the Eiffel Tower", "le Mont-Saint-Michel",
 * "das Schloss"), in lower case: a capital one is part of the name ("La Malagueta", "Los Angeles").
 */
const ARTICLE: Partial<Record<LanguageCode, RegExp>> = {
  en: /^the\s+/u,
  es: /^(?:el|la|los|las)\s+/u,
  fr: /^(?:(?:le|la|les)\s+|l[’'])/u,
  de: /^(?:der|die|das)\s+/u,
  it: /^(?:(?:il|lo|la|i|gli|le)\s+|l[’'])/u,
  pt: /^(?:o|a|os|as)\s+/u,
};

/**
 * The landmark's name as a place name ("Mont-Saint-Michel", "Eiffel Tower"): the pack's name in the
 * language without its leading article, capitalised; null where the pack has no name in the language.
 * UNESCO listing titles are not place names, so a listing has none.
 */
export function landmarkTitle(landmark: Landmark, language: LanguageCode): string | null {
  const name = landmark.names[language];
  if (!name || landmark.listing) return null;
  const article = ARTICLE[language];
  const bare = article ? name.replace(article, '') : name;
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
