import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { around } from 'geokdbush';
import { landmarkTitle } from '../knowledge/landmarks/landmark-title';
import type { Landmark } from '../knowledge/landmarks/landmark-schema';
import { loadLandmarks, type LandmarkPack } from '../knowledge/landmarks/load-landmarks';
import { nearestLandmark } from '../knowledge/landmarks/nearest-landmark';
import { holdsListener, pickCity, pickPlace, reachKm, type Candidate } from './city-of-place';
import { knownCityName, localCityName } from './city-names';
import { countryName } from './country-names';
import { displayName, type NamePart } from './display-name';
import { districtCandidates } from './districts';
import { GAZETTEER_SOURCE, latOf, lngOf, type CityRecord, type Gazetteer } from './gazetteer';
import { bearingDeg, compassPoint, haversineKm } from './geo-math';
import { landmarkHome, type LandmarkHome } from './landmark-home';
import type { GazetteerPlace, PlaceFacts } from './place-facts';
import { regionDisplayName, regionName } from './region-names';
import { stableNegativeId } from './stable-id';

/** Farther than any city's reach (reachKm of 22M is 39 km), so the city rule sees every candidate. */
const SEARCH_KM = 45;
const NEIGHBOUR_KM = 40;
const MAX_NEIGHBOURS = 6;
/** Past this, the listener is nowhere (mid-ocean) and there is nothing to say. */
const NOWHERE_KM = 300;
/** The nearest places looked at besides the towns; enough for six neighbours after exclusions. */
const NEAREST_COUNT = 48;

/** The featureCode of a `place` that is a landmark of the pack (a site no town holds), not a gazetteer entry. */
export const LANDMARK_FEATURE_CODE = 'LANDMARK';
/** The id of a landmark standing as the place (negative, so it never meets a GeoNames id). */
export const landmarkPlaceId = (landmarkId: string) => stableNegativeId(`landmark:${landmarkId}`);

/**
 * Where the listener stands, most exact first, never contradicting a nearer, better name:
 * - at a landmark (within its reach; not a UNESCO listing), the landmark's own city and region win
 *   (landmark-home.ts): the Golden Gate Bridge is in San Francisco, Manila Cathedral in Manila (not
 *   in Quezon City, whose reach covers it); a district of that city that holds the listener stays the
 *   place (Hell's Kitchen at Times Square). A landmark with no city is itself the place, named in the
 *   language, unless a town of its region holds the listener (Machu Picchu, not Santa Teresa 6 km
 *   away; Stonehenge, not Lark Hill), and its region is its own (Mont-Saint-Michel in Normandy);
 * - else the district or town whose disc holds the listener, or the nearest (pickPlace), with the
 *   larger city it belongs to (pickCity).
 * The landmark stood at leads the display name.
 */
export function reverseGeocode(
  gaz: Gazetteer,
  lat: number,
  lng: number,
  language: LanguageCode,
  landmarks: LandmarkPack = loadLandmarks(),
): PlaceFacts | null {
  let candidates = candidatesAround(gaz, lat, lng, language);
  if (candidates.length === 0) {
    const far = around(gaz.index, lng, lat, 1, NOWHERE_KM);
    if (far.length === 0) return remoteSite(gaz, lat, lng, language, landmarks);
    candidates = far.map((i) => toCandidate(gaz, i, lat, lng));
  }
  const hit = nearestLandmark(lat, lng, landmarks);
  const named = hit?.landmark.names[language] ? hit : undefined;
  const site = hit?.inside && !hit.landmark.listing ? hit.landmark : null;
  const siteTitle = site ? landmarkTitle(site, language) : null;
  const nearest = pickPlace(candidates)!;
  const home = site ? landmarkHome(gaz, site) : null;
  const at = home
    ? placeAtSite(home, siteTitle, candidates, nearest, lat, lng)
    : { chosen: nearest, city: pickCity(nearest, candidates), own: false };
  // A section of a city with no name of its own in a language written in another script (Altstadt-Nord in
  // Japanese) is told as the city rather than spelled out letter by letter.
  const spelledOut =
    OWN_SCRIPT.has(language) &&
    at.chosen &&
    at.city &&
    isSection(at.chosen) &&
    !knownCityName(at.chosen.city.cityId, language);
  const { chosen, city } = spelledOut ? { chosen: at.city, city: undefined } : at;
  const place = chosen ? describeCandidate(chosen, lat, lng, language) : siteAsPlace(site!, siteTitle!, lat, lng);
  const taken = new Set([chosen?.city.cityId, city?.city.cityId]);
  const neighbours = candidates
    .filter((c) => c.distanceKm <= NEIGHBOUR_KM && !taken.has(c.city.cityId))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, MAX_NEIGHBOURS)
    .map((c) => describeCandidate(c, lat, lng, language));
  const cityFacts = city ? describeCandidate(city, lat, lng, language) : null;
  const countryCode = at.own ? home!.country : chosen!.city.country;
  const adminCode = at.own ? home!.adminCode : chosen!.city.adminCode;
  const region = regionSaid(countryCode, adminCode, language);
  const country = { code: countryCode, name: countryName(countryCode, language) };
  const leading: NamePart[] = siteTitle && named ? [siteTitle] : [];
  return {
    lat,
    lng,
    language,
    place,
    city: cityFacts,
    region,
    country,
    neighbours,
    displayName: displayName(
      [
        ...leading,
        chosen ? [place.name, chosen.city.name] : null,
        cityFacts && city ? [cityFacts.name, city.city.name] : null,
        adminCode === null ? null : regionDisplayName(countryCode, adminCode, language),
        country.name,
      ],
      language,
    ),
    sources: [GAZETTEER_SOURCE],
    ...(named ? { landmark: named } : {}),
  };
}

/**
 * The region as a story says it. In ja, zh, ko and ar only a region named in that script is said ("North
 * Rhine-Westphalia" inside a Japanese sentence is read as English); the Latin-script languages fall back to the
 * English name.
 */
function regionSaid(countryCode: string, adminCode: string | null, language: LanguageCode): string | null {
  if (adminCode === null) return null;
  return OWN_SCRIPT.has(language)
    ? regionDisplayName(countryCode, adminCode, language)
    : regionName(countryCode, adminCode, language);
}

/**
 * A landmark far from every town (Cocos Island, 500 km out at sea) is the place itself, in its own
 * country and region; elsewhere out there, nothing is known.
 */
function remoteSite(
  gaz: Gazetteer,
  lat: number,
  lng: number,
  language: LanguageCode,
  landmarks: LandmarkPack,
): PlaceFacts | null {
  const hit = nearestLandmark(lat, lng, landmarks);
  // Out there even a heritage listing (Cocos Island National Park) is the only name the place has.
  const site = hit?.inside ? hit.landmark : null;
  const title = site && (landmarkTitle(site, language) ?? listingTitle(site, language));
  if (!hit || !site || !title) return null;
  const home = landmarkHome(gaz, site);
  const region = regionSaid(home.country, home.adminCode, language);
  const country = { code: home.country, name: countryName(home.country, language) };
  return {
    lat,
    lng,
    language,
    place: siteAsPlace(site, title, lat, lng),
    city: null,
    region,
    country,
    neighbours: [],
    displayName: displayName([[title], country.name], language),
    sources: [GAZETTEER_SOURCE],
    ...(site.names[language] ? { landmark: hit } : {}),
  };
}

/** A heritage listing's own title in the language, or in English for a language written in Latin letters. */
function listingTitle(site: Landmark, language: LanguageCode): string | null {
  if (!site.listing) return null;
  return site.names[language] ?? (OWN_SCRIPT.has(language) ? null : (site.names.en ?? null));
}

interface Whereabouts {
  /** The gazetteer place; none where the landmark itself is the place. */
  chosen?: Candidate;
  city?: Candidate;
  /** Whether the region and country are the landmark's own rather than the chosen place's. */
  own: boolean;
}

/** Where a listener at a landmark is (see reverseGeocode). */
function placeAtSite(
  home: LandmarkHome,
  siteTitle: string | null,
  candidates: readonly Candidate[],
  nearest: Candidate,
  lat: number,
  lng: number,
): Whereabouts {
  const held = holdsListener(nearest);
  if (home.city) {
    const own = home.city;
    if (held && nearest.city === own) return { chosen: nearest, city: pickCity(nearest, candidates), own: true };
    const ownCandidate = candidates.find((c) => c.city === own) ?? {
      city: own,
      distanceKm: haversineKm(lat, lng, latOf(own), lngOf(own)),
    };
    if (held && sectionOf(nearest, own)) return { chosen: nearest, city: ownCandidate, own: true };
    return { chosen: ownCandidate, city: pickCity(ownCandidate, candidates), own: true };
  }
  // A region taken from the nearest town is only a guess; a town that holds the listener knows better.
  if (held && (home.regionFrom === 'nearest-town' || sameRegion(nearest, home))) {
    return { chosen: nearest, city: pickCity(nearest, candidates), own: false };
  }
  if (siteTitle) return { own: true };
  // At a landmark not named in this language, the town of its region the listener is nearest.
  const chosen = pickPlace(candidates.filter((c) => sameRegion(c, home))) ?? nearest;
  return { chosen, city: pickCity(chosen, candidates), own: true };
}

/** A section of the city (a PPLX entry or a district of the table) whose centre lies within the city's reach. */
function sectionOf(place: Candidate, city: CityRecord): boolean {
  return (
    place.city.featureCode === 'PPLX' &&
    place.city.country === city.country &&
    haversineKm(latOf(place.city), lngOf(place.city), latOf(city), lngOf(city)) <= reachKm(city.population)
  );
}

const sameRegion = (c: Candidate, home: LandmarkHome) =>
  c.city.country === home.country && (home.adminCode === null || c.city.adminCode === home.adminCode);

/** A landmark standing as the place: its name, its point, no population. */
function siteAsPlace(site: Landmark, title: string, lat: number, lng: number): GazetteerPlace {
  return {
    id: landmarkPlaceId(site.id),
    name: title,
    population: null,
    lat: site.lat,
    lng: site.lng,
    distanceKm: Math.round(haversineKm(lat, lng, site.lat, site.lng) * 10) / 10,
    bearing: compassPoint(bearingDeg(lat, lng, site.lat, site.lng)),
    featureCode: LANDMARK_FEATURE_CODE,
  };
}

/** The nearest places, every town within SEARCH_KM and the districts of the table around, each once. */
function candidatesAround(gaz: Gazetteer, lat: number, lng: number, language: LanguageCode): Candidate[] {
  const ids = new Set(around(gaz.index, lng, lat, NEAREST_COUNT, SEARCH_KM));
  for (const t of around(gaz.townIndex, lng, lat, Infinity, SEARCH_KM)) ids.add(gaz.townIds[t]!);
  return [
    ...[...ids].map((i) => toCandidate(gaz, i, lat, lng)),
    ...districtCandidates(gaz, lat, lng, language, SEARCH_KM),
  ];
}

function toCandidate(gaz: Gazetteer, i: number, lat: number, lng: number): Candidate {
  const city = gaz.cities[i]!;
  return { city, distanceKm: haversineKm(lat, lng, latOf(city), lngOf(city)) };
}

/** A gazetteer entry as a narration sees it: localised name, distance and compass point from (lat, lng). */
export function describeCandidate(
  { city, distanceKm, name }: Candidate,
  lat: number,
  lng: number,
  language: LanguageCode,
): GazetteerPlace {
  return {
    id: city.cityId,
    name: name ?? localCityName(city.cityId, city.name, language),
    population: city.population > 0 ? city.population : null,
    lat: latOf(city),
    lng: lngOf(city),
    distanceKm: Math.round(distanceKm * 10) / 10,
    bearing: compassPoint(bearingDeg(lat, lng, latOf(city), lngOf(city))),
    featureCode: city.featureCode,
  };
}

/** Languages written in a script of their own, where a name without data would be spelled out or left Latin. */
const OWN_SCRIPT: ReadonlySet<LanguageCode> = new Set(['ja', 'zh', 'ko', 'ar']);

function isSection(candidate: Candidate): boolean {
  return candidate.city.featureCode === 'PPLX' && candidate.city.cityId > 0;
}
