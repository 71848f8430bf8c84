import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/**
 * Place and region names built from GeoNames and Natural Earth by scripts/build-place-names.ts:
 * one file per language, read on first use of that language.
 */
export const PLACE_NAMES_SOURCE =
  'GeoNames alternate names (CC BY 4.0) as extracted by plaincities; Natural Earth populated places (public domain)';

/** The languages that have a data file (Italian has none: its exonyms are the hand table's). */
export const DATA_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'ja',
  'zh',
  'ko',
  'ar',
] as const satisfies readonly LanguageCode[];

const namesFileSchema = z.object({
  /** GeoNames id -> name. */
  cities: z.record(z.string().regex(/^\d+$/), z.string().min(1)),
  /** "CC.admin1" (GeoNames admin1 code) -> name. */
  regions: z.record(z.string().regex(/^[A-Z]{2}\.\w+$/), z.string().min(1)),
});
export type PlaceNamesFile = z.infer<typeof namesFileSchema>;

const loaded = new Map<LanguageCode, PlaceNamesFile>();
let totalLoadMs = 0;

/** The language's names, read and checked once. Empty for a language without a file. */
export function placeNames(language: LanguageCode): PlaceNamesFile {
  const cached = loaded.get(language);
  if (cached) return cached;
  const started = performance.now();
  let data: PlaceNamesFile = { cities: {}, regions: {} };
  if ((DATA_LANGUAGES as readonly string[]).includes(language)) {
    const text = readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8');
    // The files are ours and checked by a test; a shallow check keeps start-up cheap.
    data = JSON.parse(text) as PlaceNamesFile;
  }
  loaded.set(language, data);
  totalLoadMs += performance.now() - started;
  return data;
}

/** Parses one file strictly (for tests). */
export function parsePlaceNames(text: string): PlaceNamesFile {
  return namesFileSchema.parse(JSON.parse(text));
}

/** Milliseconds spent reading the files so far. */
export function placeNamesLoadMs(): number {
  return totalLoadMs;
}

export function dataCityName(cityId: number, language: LanguageCode): string | undefined {
  return placeNames(language).cities[cityId];
}

export function dataRegionName(country: string, adminCode: string, language: LanguageCode): string | undefined {
  return placeNames(language).regions[`${country}.${adminCode}`];
}
