import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Landmark } from './landmark-schema';

/** The articles the pack's running-text names open with ("the Eiffel Tower", "le Mont-Saint-Michel", "das Schloss"). */
const LATIN_ARTICLE = /^(?:(?:the|la|le|les|el|los|las|il|lo|gli|o|os|as|a|der|die|das)\s+|l[’'])/iu;
const LATIN: ReadonlySet<LanguageCode> = new Set(['en', 'es', 'fr', 'de', 'it', 'pt']);

/**
 * The landmark's name as a place name ("Mont-Saint-Michel", "Eiffel Tower"): the pack's name in the
 * language without its leading article, capitalised; null where the pack has no name in the language.
 * UNESCO listing titles are not place names, so a listing has none.
 */
export function landmarkTitle(landmark: Landmark, language: LanguageCode): string | null {
  const name = landmark.names[language];
  if (!name || landmark.listing) return null;
  const bare = LATIN.has(language) ? name.replace(LATIN_ARTICLE, '') : name;
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
