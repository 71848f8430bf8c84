import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { CITY_ALIASES, LATIN_NAMES } from './city-names-latin';
import { SCRIPT_NAMES } from './city-names-scripts';

const SCRIPT_COLUMN: Partial<Record<LanguageCode, 1 | 2 | 3 | 4>> = { ja: 1, zh: 2, ko: 3, ar: 4 };

/** A city's name in the language where the tables know it, else the gazetteer's own name. */
export function localCityName(cityId: number, gazetteerName: string, language: LanguageCode): string {
  const column = SCRIPT_COLUMN[language];
  if (column) return SCRIPT_NAMES[cityId]?.[column] || gazetteerName;
  const latin: Partial<Record<LanguageCode, string>> | undefined = LATIN_NAMES[cityId];
  return latin?.[language] ?? gazetteerName;
}

/** Every name of the tables for each city id (all languages and aliases), for forward search. */
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
  return out;
}
