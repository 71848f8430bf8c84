import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { ADMIN1_AMERICAS } from './admin1-americas';
import { ADMIN1_ASIA_PACIFIC } from './admin1-asia-pacific';
import { ADMIN1_EUROPE } from './admin1-europe';
import { foldName } from './fold-name';
import { DATA_LANGUAGES, dataRegionName } from './names/place-names';

/**
 * First-level region names of one country, by GeoNames admin1 code. Each entry lists the name in
 * `languages` order, English first; a missing or empty name means "as in English".
 */
export interface Admin1Table {
  languages: readonly LanguageCode[];
  names: Record<string, readonly string[]>;
  /** Postal abbreviations people write after a town ("Toronto, ON"). */
  abbreviations?: Record<string, string>;
  /** The codes are themselves the postal abbreviations (US states: "CA", "NY"). */
  codesAreAbbreviations?: boolean;
}

const NON_LATIN = new Set<LanguageCode>(['ja', 'zh', 'ko', 'ar']);
const TABLES: Record<string, Admin1Table> = { ...ADMIN1_AMERICAS, ...ADMIN1_EUROPE, ...ADMIN1_ASIA_PACIFIC };

/**
 * The region's name in the language: the hand tables' (checked names, English where a column is
 * empty), else the GeoNames data's in the language, else its English name; null where neither has one.
 */
export function regionName(country: string, adminCode: string, language: LanguageCode): string | null {
  const table = TABLES[country];
  const names = table?.names[adminCode];
  if (table && names) {
    const column = table.languages.indexOf(language);
    return (column > 0 && names[column]) || names[0]!;
  }
  return dataRegionName(country, adminCode, language) ?? dataRegionName(country, adminCode, 'en') ?? null;
}

/**
 * The region's name for a display line: as regionName, but for ja, zh, ko and ar only a name in that
 * script (hand table, else data) or null, so a Japanese line does not carry "Île-de-France". Regions
 * are not transliterated: an English region name read letter by letter into kana ("North Rhine-
 * Westphalia") is worse than leaving the region out of the line.
 */
export function regionDisplayName(country: string, adminCode: string, language: LanguageCode): string | null {
  const table = TABLES[country];
  const column = table?.languages.indexOf(language) ?? -1;
  if (column >= 0 && table?.names[adminCode]?.[column]) return table.names[adminCode][column]!;
  const data = dataRegionName(country, adminCode, language);
  if (data) return data;
  return NON_LATIN.has(language) ? null : regionName(country, adminCode, language);
}

/** Whether free text ("CA", "California", "Bayern", "東京都") names this region. */
export function regionMatches(country: string, adminCode: string, text: string): boolean {
  const folded = foldName(text);
  const table = TABLES[country];
  const names = table?.names[adminCode];
  if (table && names) {
    const abbreviation = table.codesAreAbbreviations ? adminCode : table.abbreviations?.[adminCode];
    if (abbreviation && foldName(abbreviation) === folded) return true;
    if (names.some((name) => name !== '' && foldName(name) === folded)) return true;
  }
  return DATA_LANGUAGES.some((language) => {
    const name = dataRegionName(country, adminCode, language);
    return name !== undefined && foldName(name) === folded;
  });
}

/** Every (country, admin code) pair that has a table, for tests. */
export function regionTableKeys(): Array<[country: string, adminCode: string]> {
  return Object.entries(TABLES).flatMap(([country, table]) =>
    Object.keys(table.names).map((code): [string, string] => [country, code]),
  );
}
