import { readFileSync } from 'node:fs';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { CITY_ALIASES, LATIN_NAMES } from './city-names-latin';
import { SCRIPT_NAMES } from './city-names-scripts';
import { loadGazetteer } from './gazetteer';
import { DATA_LANGUAGES, dataCityName, placeNames } from './names/place-names';
import { transliterate } from './names/transliterate';

let countryById: Map<number, string> | undefined;

/** The town's country, for transliteration rules that depend on it (pinyin in China). */
function countryOf(cityId: number): string | undefined {
  countryById ??= new Map(loadGazetteer().cities.map((city) => [city.cityId, city.country]));
  return countryById.get(cityId);
}

const SCRIPT_COLUMN: Partial<Record<LanguageCode, 1 | 2 | 3 | 4>> = { ja: 1, zh: 2, ko: 3, ar: 4 };

/** The hand tables' name (the checked everyday form), where they have one. */
function tableName(cityId: number, language: LanguageCode): string | undefined {
  const column = SCRIPT_COLUMN[language];
  if (column) return SCRIPT_NAMES[cityId]?.[column] || undefined;
  const latin: Partial<Record<LanguageCode, string>> | undefined = LATIN_NAMES[cityId];
  return latin?.[language];
}

/**
 * A town's name in the language: the hand tables' first, then the GeoNames / Natural Earth data
 * (names/), then for Japanese, Korean, Arabic and Chinese a transliteration of the gazetteer's name,
 * so those voices never read Latin letters; otherwise (Chinese for a place of China, Japan or Korea
 * without data, the Latin-script languages) the gazetteer's own name.
 */
export function localCityName(cityId: number, gazetteerName: string, language: LanguageCode): string {
  return (
    tableName(cityId, language) ??
    dataCityName(cityId, language) ??
    transliterate(gazetteerName, language, language === 'ko' || language === 'zh' ? countryOf(cityId) : undefined) ??
    gazetteerName
  );
}

/** A town's name in the language from the hand tables or the data (never a transliteration); undefined without one. */
export function knownCityName(cityId: number, language: LanguageCode): string | undefined {
  return tableName(cityId, language) ?? dataCityName(cityId, language);
}

/**
 * Local names that no language file holds (Warszawa, Beograd, København where the gazetteer has
 * Warsaw, Belgrade, Copenhagen), built with the others by scripts/build-place-names.ts from Natural
 * Earth; only search reads them, on its first use.
 */
function localSearchNames(): Record<string, string[]> {
  const text = readFileSync(new URL('./names/search/local-names.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { cities: Record<string, string[]> }).cities;
}

/**
 * Every name of the tables and the data for each city id (all languages, aliases and local names),
 * for forward search. Transliterations are not names anyone types, so they are not included.
 */
export function allTableNames(): Array<[cityId: number, name: string]> {
  const out: Array<[number, string]> = [];
  for (const [id, [, ...names]] of Object.entries(SCRIPT_NAMES)) {
    for (const name of names) if (name) out.push([Number(id), name]);
  }
  for (const [id, names] of Object.entries(LATIN_NAMES)) {
    for (const name of Object.values(names)) out.push([Number(id), name]);
  }
  for (const [id, names] of Object.entries(CITY_ALIASES)) {
    for (const name of names) out.push([Number(id), name]);
  }
  for (const language of DATA_LANGUAGES) {
    for (const [id, name] of Object.entries(placeNames(language).cities)) out.push([Number(id), name]);
  }
  for (const [id, names] of Object.entries(localSearchNames())) {
    for (const name of names) out.push([Number(id), name]);
  }
  return out;
}
