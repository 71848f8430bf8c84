import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { around } from 'geokdbush';
import { pickCity, pickPlace, type Candidate } from './city-of-place';
import { localCityName } from './city-names';
import { countryName } from './country-names';
import { displayName } from './display-name';
import { GAZETTEER_SOURCE, latOf, lngOf, type Gazetteer } from './gazetteer';
import { bearingDeg, compassPoint, haversineKm } from './geo-math';
import type { GazetteerPlace, PlaceFacts } from './place-facts';
import { regionDisplayName, regionName } from './region-names';

/** Farther than any city's reach (reachKm of 22M is 39 km), so the city rule sees every candidate. */
const SEARCH_KM = 45;
const NEIGHBOUR_KM = 40;
const MAX_NEIGHBOURS = 6;
/** Past this, the listener is nowhere (mid-ocean) and there is nothing to say. */
const NOWHERE_KM = 300;
/** The nearest places looked at besides the towns; enough for six neighbours after exclusions. */
const NEAREST_COUNT = 48;

export function reverseGeocode(gaz: Gazetteer, lat: number, lng: number, language: LanguageCode): PlaceFacts | null {
  let candidates = candidatesAround(gaz, lat, lng);
  if (candidates.length === 0) {
    const far = around(gaz.index, lng, lat, 1, NOWHERE_KM);
    if (far.length === 0) return null;
    candidates = far.map((i) => toCandidate(gaz, i, lat, lng));
  }
  const place = pickPlace(candidates)!;
  const city = pickCity(place, candidates);
  const taken = new Set([place.city.name, city?.city.name]);
  const neighbours = candidates
    .filter((c) => c.distanceKm <= NEIGHBOUR_KM && !taken.has(c.city.name))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, MAX_NEIGHBOURS)
    .map((c) => describeCandidate(c, lat, lng, language));
  const placeFacts = describeCandidate(place, lat, lng, language);
  const cityFacts = city ? describeCandidate(city, lat, lng, language) : null;
  const region = regionName(place.city.country, place.city.adminCode, language);
  const country = { code: place.city.country, name: countryName(place.city.country, language) };
  return {
    lat,
    lng,
    language,
    place: placeFacts,
    city: cityFacts,
    region,
    country,
    neighbours,
    displayName: displayName(
      [
        [placeFacts.name, place.city.name],
        cityFacts && city ? [cityFacts.name, city.city.name] : null,
        regionDisplayName(place.city.country, place.city.adminCode, language),
        country.name,
      ],
      language,
    ),
    sources: [GAZETTEER_SOURCE],
  };
}

/** The nearest places and every town within SEARCH_KM, each once. */
function candidatesAround(gaz: Gazetteer, lat: number, lng: number): Candidate[] {
  const ids = new Set(around(gaz.index, lng, lat, NEAREST_COUNT, SEARCH_KM));
  for (const t of around(gaz.townIndex, lng, lat, Infinity, SEARCH_KM)) ids.add(gaz.townIds[t]!);
  return [...ids].map((i) => toCandidate(gaz, i, lat, lng));
}

function toCandidate(gaz: Gazetteer, i: number, lat: number, lng: number): Candidate {
  const city = gaz.cities[i]!;
  return { city, distanceKm: haversineKm(lat, lng, latOf(city), lngOf(city)) };
}

/** A gazetteer entry as a narration sees it: localised name, distance and compass point from (lat, lng). */
export function describeCandidate(
  { city, distanceKm }: Candidate,
  lat: number,
  lng: number,
  language: LanguageCode,
): GazetteerPlace {
  return {
    id: city.cityId,
    name: localCityName(city.cityId, city.name, language),
    population: city.population > 0 ? city.population : null,
    lat: latOf(city),
    lng: lngOf(city),
    distanceKm: Math.round(distanceKm * 10) / 10,
    bearing: compassPoint(bearingDeg(lat, lng, latOf(city), lngOf(city))),
    featureCode: city.featureCode,
  };
}
