import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { localCityName } from './city-names';
import { countryCodeOf, countryName } from './country-names';
import { displayName, type NamePart } from './display-name';
import { foldName } from './fold-name';
import { latOf, lngOf, type CityRecord, type Gazetteer } from './gazetteer';
import { haversineKm } from './geo-math';
import { nameIndexOf, type NameIndex } from './name-index';
import { regionDisplayName, regionMatches } from './region-names';
import { reverseGeocode } from './reverse-geocode';

export interface ForwardResult {
  lat: number;
  lng: number;
  /** Display name in the requested language, e.g. "Sausalito, California, United States". */
  name: string;
}

const COORDINATES = /^([-+]?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d{1,3}(?:\.\d+)?)$/;
/** "Shinjuku, Tokyo": a qualifier may name a larger place this close instead of a region or country. */
const QUALIFIER_NEAR_KM = 50;

/** The best place for free text: "lat, lng", a name (any table language), or a name with qualifiers. */
export function forwardGeocode(gaz: Gazetteer, query: string, language: LanguageCode): ForwardResult | null {
  const text = query.trim();
  if (!text) return null;
  const point = parseCoordinates(text);
  if (point) {
    const facts = reverseGeocode(gaz, point.lat, point.lng, language);
    return { ...point, name: facts?.displayName ?? `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}` };
  }
  const names = nameIndexOf(gaz);
  const exact = names.get(foldName(text));
  if (exact) return describe(gaz.cities[exact[0]!]!, language);
  for (const [name, qualifiers] of readings(text)) {
    const matches = names.get(foldName(name));
    const best = matches && bestQualified(gaz, names, matches, qualifiers);
    if (best) return describe(best, language);
  }
  return null;
}

function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const match = COORDINATES.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** Ways to read text as a name and qualifiers: at commas ("Washington, D.C., USA"), else at spaces ("Sausalito CA"). */
function* readings(text: string): Generator<[name: string, qualifiers: string[]]> {
  const commaParts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const parts = commaParts.length > 1 ? commaParts : text.split(/\s+/);
  const joiner = commaParts.length > 1 ? ', ' : ' ';
  for (let k = parts.length - 1; k >= 1; k--) {
    yield [parts.slice(0, k).join(joiner), commaParts.length > 1 ? parts.slice(k) : [parts.slice(k).join(' ')]];
  }
}

/** The match that satisfies the most qualifiers, the most populous among equals; none if no qualifier fits. */
function bestQualified(gaz: Gazetteer, names: NameIndex, matches: readonly number[], qualifiers: string[]) {
  let best: CityRecord | undefined;
  let bestScore = 0;
  for (const i of matches) {
    const city = gaz.cities[i]!;
    const score = qualifiers.filter((q) => qualifies(gaz, names, city, q)).length;
    if (score > bestScore) [best, bestScore] = [city, score];
  }
  return best;
}

function qualifies(gaz: Gazetteer, names: NameIndex, city: CityRecord, qualifier: string): boolean {
  if (countryCodeOf(qualifier) === city.country || regionMatches(city.country, city.adminCode, qualifier)) return true;
  const larger = names.get(foldName(qualifier)) ?? [];
  return larger.slice(0, 50).some((i) => {
    const other = gaz.cities[i]!;
    return other !== city && haversineKm(latOf(city), lngOf(city), latOf(other), lngOf(other)) <= QUALIFIER_NEAR_KM;
  });
}

function describe(city: CityRecord, language: LanguageCode): ForwardResult {
  const parts: NamePart[] = [
    [localCityName(city.cityId, city.name, language), city.name],
    regionDisplayName(city.country, city.adminCode, language),
    countryName(city.country, language),
  ];
  return { lat: latOf(city), lng: lngOf(city), name: displayName(parts, language) };
}
