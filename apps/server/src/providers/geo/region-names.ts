import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { ADMIN1_AMERICAS } from './admin1-americas';
import { ADMIN1_ASIA_PACIFIC } from './admin1-asia-pacific';
import { ADMIN1_EUROPE } from './admin1-europe';
import { foldName } from './fold-name';

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

/** The region's name in the language, or null where we have no reliable table for that country. */
export function regionName(country: string, adminCode: string, language: LanguageCode): string | null {
  const table = TABLES[country];
  const names = table?.names[adminCode];
  if (!table || !names) return null;
  const column = table.languages.indexOf(language);
  return (column > 0 && names[column]) || names[0]!;
}

/**
 * The region's name for a display line: as regionName, but null for ja, zh, ko and ar when the table
 * has no name in that script, so a Japanese line does not carry "Île-de-France".
 */
export function regionDisplayName(country: string, adminCode: string, language: LanguageCode): string | null {
  const table = TABLES[country];
  const column = table?.languages.indexOf(language) ?? -1;
  if (column >= 0 && table?.names[adminCode]?.[column]) return table.names[adminCode][column]!;
  return NON_LATIN.has(language) ? null : regionName(country, adminCode, language);
}

/** Whether free text ("CA", "California", "Bayern", "東京都") names this region. */
export function regionMatches(country: string, adminCode: string, text: string): boolean {
  const table = TABLES[country];
  const names = table?.names[adminCode];
  if (!table || !names) return false;
  const folded = foldName(text);
  const abbreviation = table.codesAreAbbreviations ? adminCode : table.abbreviations?.[adminCode];
  if (abbreviation && foldName(abbreviation) === folded) return true;
  return names.some((name) => name !== '' && foldName(name) === folded);
}

/** Every (country, admin code) pair that has a table, for tests. */
export function regionTableKeys(): Array<[country: string, adminCode: string]> {
  return Object.entries(TABLES).flatMap(([country, table]) =>
    Object.keys(table.names).map((code): [string, string] => [country, code]),
  );
}
