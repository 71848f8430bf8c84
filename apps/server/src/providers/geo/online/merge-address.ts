import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Candidate } from '../city-of-place';
import { displayName } from '../display-name';
import { foldName } from '../fold-name';
import { latOf, lngOf, loadGazetteer } from '../gazetteer';
import { haversineKm } from '../geo-math';
import { nameIndexOf } from '../name-index';
import type { GazetteerPlace, PlaceFacts } from '../place-facts';
import { describeCandidate } from '../reverse-geocode';
import type { AddressParts } from './address-parts';

/**
 * A gazetteer place of the same name this close is the one the online answer means: a town's centre
 * may lie well away from the listener; a district's cannot (Richmond District is not Richmond, CA).
 */
const SAME_LOCALITY_KM = 30;
const SAME_DISTRICT_KM = 5;
const MAX_NEIGHBOURS = 6;

/**
 * The online answer's names (more exact at street level, and in the listener's language) over the
 * gazetteer's facts (populations, neighbours); `base` is the offline answer for the same position.
 */
export function mergeAddress(
  base: PlaceFacts | null,
  parts: AddressParts,
  lat: number,
  lng: number,
  language: LanguageCode,
  source: string,
): PlaceFacts | null {
  const countryCode = parts.countryCode ?? base?.country.code;
  if (!countryCode) return null;
  const known = base ? [base.place, ...(base.city ? [base.city] : []), ...base.neighbours] : [];
  const resolve = (name: string, featureCode: string, withinKm: number) =>
    known.find((p) => foldName(p.name) === foldName(name) && p.distanceKm <= withinKm) ??
    fromGazetteer(name, lat, lng, language, withinKm) ??
    synthesized(name, lat, lng, featureCode);

  const locality = parts.locality ? resolve(parts.locality, 'PPL', SAME_LOCALITY_KM) : null;
  const district =
    parts.district && (!parts.locality || foldName(parts.district) !== foldName(parts.locality))
      ? resolve(parts.district, 'PPLX', SAME_DISTRICT_KM)
      : null;
  const fallbackName = parts.region ?? parts.countryName;
  const place =
    district ?? locality ?? base?.place ?? (fallbackName ? synthesized(fallbackName, lat, lng, 'ADM1') : null);
  if (!place) return null;
  const city = district ? locality : locality ? null : (base?.city ?? null);

  const taken = new Set([place.name, city?.name].filter(Boolean).map((name) => foldName(name!)));
  const neighbours = [...new Map(known.map((p) => [foldName(p.name), p])).values()]
    .filter((p) => !taken.has(foldName(p.name)))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, MAX_NEIGHBOURS);
  const region = parts.region ?? base?.region ?? null;
  const country = { code: countryCode, name: parts.countryName ?? base?.country.name ?? countryCode };
  return {
    lat,
    lng,
    language,
    place,
    city,
    region,
    country,
    neighbours,
    displayName: displayName([place.name, city?.name, region, country.name], language),
    sources: [...new Set([source, ...(base?.sources ?? [])])],
  };
}

function fromGazetteer(
  name: string,
  lat: number,
  lng: number,
  language: LanguageCode,
  withinKm: number,
): GazetteerPlace | null {
  const gaz = loadGazetteer();
  let best: Candidate | null = null;
  for (const i of nameIndexOf(gaz).get(foldName(name)) ?? []) {
    const city = gaz.cities[i]!;
    const distanceKm = haversineKm(lat, lng, latOf(city), lngOf(city));
    if (distanceKm <= withinKm && (!best || distanceKm < best.distanceKm)) best = { city, distanceKm };
  }
  // The online name is the one the listener's language uses; the gazetteer's may be another spelling.
  return best && { ...describeCandidate(best, lat, lng, language), name };
}

/**
 * A place the gazetteer does not list (an arrondissement, a hamlet): placed where the listener is,
 * so no distance or size is claimed for it. Its id is negative and stable, unlike any GeoNames id.
 */
function synthesized(name: string, lat: number, lng: number, featureCode: string): GazetteerPlace {
  let hash = 0;
  for (const char of foldName(name)) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return { id: -Math.abs(hash || 1), name, population: null, lat, lng, distanceKm: 0, bearing: 'N', featureCode };
}
