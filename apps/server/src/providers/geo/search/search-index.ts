import { around } from 'geokdbush';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceKind } from '@roamcast/shared/schemas/geocode';
import { loadLandmarks, type LandmarkPack } from '../../knowledge/landmarks/load-landmarks';
import type { Landmark } from '../../knowledge/landmarks/landmark-schema';
import { SCRIPT_NAMES } from '../city-names-scripts';
import { allCountryNames } from '../country-names';
import { foldName } from '../fold-name';
import { latOf, lngOf, type Gazetteer } from '../gazetteer';
import { nameIndexOf } from '../name-index';
import { dataCityName } from '../names/place-names';
import { tableDistricts } from '../districts';
import { regionName, regionTableKeys } from '../region-names';
import {
  countryNotability,
  LANDMARK_NOTABILITY,
  LISTING_NOTABILITY,
  REGION_NOTABILITY,
  townNotability,
} from './notability';

/** One place the search can find. */
export interface SearchEntry {
  kind: Exclude<PlaceKind, 'address'>;
  lat: number;
  lng: number;
  country: string;
  /** The first-level region's GeoNames code, where known. */
  adminCode: string;
  /** Position in `gaz.cities` (towns, districts; a country's or region's largest town). */
  city: number;
  /** Position in the landmark pack (landmarks only), else -1. */
  landmark: number;
  /** A district of the district table: its own names (its `city` is the city it belongs to). */
  names?: Partial<Record<LanguageCode, string>> & { en: string };
  notability: number;
}

export interface SearchIndex {
  gaz: Gazetteer;
  pack: LandmarkPack;
  entries: SearchEntry[];
  /** Entry ids by folded name (every name in every language and alias). */
  byName: Map<string, number[]>;
  /** Entry ids by each word of their names, for names given in part ("Acropolis", "Washington"). */
  byWord: Map<string, number[]>;
  /**
   * Folded names of notable entries, for names typed with a slip ("Edinbrugh"), by length and first
   * letter and again by length and last letter (a slip rarely hits both ends): see typoBucket.
   */
  typoNames: Map<string, string[]>;
  loadMs: number;
}

/** The name data's languages written in scripts of their own: a town named in all of them is known the world over. */
const OTHER_SCRIPTS = ['ja', 'zh', 'ko', 'ar'] as const;

/** Towns this large are found by a word of their name or with a typo; smaller ones by their full name. */
const NOTABLE_TOWN = 15_000;
/** A landmark counts towards the town of its `city` when that town's point is this close. */
const LANDMARK_TOWN_KM = 40;
/** Words too common to find a place by. */
const STOP_WORDS = new Set([
  'the',
  'of',
  'de',
  'del',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'du',
  'des',
  'der',
  'die',
  'das',
  'von',
  'am',
  'im',
  'an',
  'and',
  'et',
  'y',
  'e',
  'und',
  'a',
  'o',
  'st',
  'saint',
  'san',
  'city',
  'new',
  'old',
  'north',
  'south',
  'east',
  'west',
  'upper',
  'lower',
  'great',
  'little',
]);
/** Japanese municipal suffixes GeoNames keeps in names ("Nara-shi"): found without them too. */
const JA_SUFFIX = / (shi|ku|machi|cho|mura)$/u;
/** Leading articles of landmark names as said in running text ("the Colosseum", "la tour Eiffel"). */
const ARTICLE = /^(the|la|le|les|el|los|las|il|lo|gli|i|o|os|as|der|die|das|l)\s+/u;

let cached: SearchIndex | undefined;

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

export function wordsOf(folded: string): string[] {
  return folded.split(' ').filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/** The search index over the gazetteer, the landmark pack, countries and regions; built once. */
export function searchIndexOf(gaz: Gazetteer, pack: LandmarkPack = loadLandmarks()): SearchIndex {
  if (cached && cached.gaz === gaz && cached.pack === pack) return cached;
  const started = performance.now();
  const index: SearchIndex = {
    gaz,
    pack,
    entries: [],
    byName: new Map(),
    byWord: new Map(),
    typoNames: new Map(),
    loadMs: 0,
  };
  const townNames = nameIndexOf(gaz);
  const landmarkTowns = landmarksPerTown(gaz, pack, townNames);
  addTowns(index, townNames, landmarkTowns);
  addLandmarks(index, townNames);
  addTableDistricts(index);
  addCountries(index);
  addRegions(index);
  index.loadMs = performance.now() - started;
  cached = index;
  return index;
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list[list.length - 1] !== id && !list.includes(id)) list.push(id);
}

function addName(index: SearchIndex, folded: string, id: number, notable: boolean): void {
  if (!folded) return;
  push(index.byName, folded, id);
  if (!notable) return;
  for (const word of wordsOf(folded)) push(index.byWord, word, id);
  if (/^[a-z ]+$/u.test(folded)) {
    for (const last of [false, true]) {
      const key = typoBucket(folded.length, folded[last ? folded.length - 1 : 0]!, last);
      const list = index.typoNames.get(key);
      if (!list) index.typoNames.set(key, [folded]);
      else if (list[list.length - 1] !== folded) list.push(folded);
    }
  }
}

export function typoBucket(length: number, letter: string, last: boolean): string {
  return `${length}${last ? '<' : '>'}${letter}`;
}

/**
 * How many landmarks of the pack (named ones and World Heritage listings alike: both draw travellers)
 * belong to each town, by position in `gaz.cities`.
 */
function landmarksPerTown(gaz: Gazetteer, pack: LandmarkPack, townNames: ReadonlyMap<string, readonly number[]>) {
  const counts = new Map<number, number>();
  for (const landmark of pack.landmarks) {
    const town = townOfLandmark(gaz, landmark, townNames);
    if (town !== undefined) counts.set(town, (counts.get(town) ?? 0) + 1);
  }
  return counts;
}

/**
 * The gazetteer town a landmark belongs to: the town of its `city` name in its country nearest to it
 * (within 40 km), else the most populous town of its country within 25 km, else the nearest place.
 */
export function townOfLandmark(
  gaz: Gazetteer,
  landmark: Landmark,
  townNames: ReadonlyMap<string, readonly number[]>,
): number | undefined {
  if (landmark.city) {
    let best: number | undefined;
    let bestKm = LANDMARK_TOWN_KM;
    for (const i of townNames.get(foldName(landmark.city)) ?? []) {
      const city = gaz.cities[i]!;
      if (city.country !== landmark.country) continue;
      const km = roughKm(landmark.lat, landmark.lng, latOf(city), lngOf(city));
      if (km < bestKm) [best, bestKm] = [i, km];
    }
    if (best !== undefined) return best;
  }
  const near = around(gaz.townIndex, landmark.lng, landmark.lat, 20, 25)
    .map((t) => gaz.townIds[t]!)
    .filter((i) => gaz.cities[i]!.country === landmark.country);
  if (near.length) return near.reduce((a, b) => (gaz.cities[b]!.population > gaz.cities[a]!.population ? b : a));
  const nearest = around(gaz.index, landmark.lng, landmark.lat, 5, 100).filter(
    (i) => gaz.cities[i]!.country === landmark.country,
  );
  return nearest[0];
}

function roughKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = (lng2 - lng1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(x, lat2 - lat1) * 111.2;
}

function addTowns(
  index: SearchIndex,
  townNames: ReadonlyMap<string, readonly number[]>,
  landmarkTowns: ReadonlyMap<number, number>,
): void {
  const { gaz } = index;
  const entryOf = new Int32Array(gaz.cities.length);
  gaz.cities.forEach((city, i) => {
    entryOf[i] = index.entries.length;
    index.entries.push({
      kind: city.featureCode === 'PPLX' ? 'district' : 'town',
      lat: latOf(city),
      lng: lngOf(city),
      country: city.country,
      adminCode: city.adminCode,
      city: i,
      landmark: -1,
      notability: townNotability(
        city,
        landmarkTowns.get(i) ?? 0,
        SCRIPT_NAMES[city.cityId] !== undefined ||
          OTHER_SCRIPTS.every((language) => dataCityName(city.cityId, language) !== undefined),
      ),
    });
  });
  for (const [name, towns] of townNames) {
    for (const i of towns) {
      const notable = gaz.cities[i]!.population >= NOTABLE_TOWN;
      addName(index, name, entryOf[i]!, notable);
      if (gaz.cities[i]!.country === 'JP' && JA_SUFFIX.test(name)) {
        addName(index, name.replace(JA_SUFFIX, ''), entryOf[i]!, notable);
      }
    }
  }
}

/** Wards and districts GeoNames lacks (Tokyo's Nakano, Rome's Trastevere): found by name, said with their city. */
function addTableDistricts(index: SearchIndex): void {
  for (const { district, cityIndex } of tableDistricts(index.gaz)) {
    const city = index.gaz.cities[cityIndex]!;
    const id = index.entries.length;
    index.entries.push({
      kind: 'district',
      lat: district.lat,
      lng: district.lng,
      country: city.country,
      adminCode: city.adminCode,
      city: cityIndex,
      landmark: -1,
      names: district.names,
      notability: townNotability({ ...city, population: district.population ?? 0, featureCode: 'PPLX' }, 0, false),
    });
    for (const name of new Set(Object.values(district.names).map((n) => foldName(n)))) addName(index, name, id, true);
  }
}

function addLandmarks(index: SearchIndex, townNames: ReadonlyMap<string, readonly number[]>): void {
  const { gaz, pack } = index;
  pack.landmarks.forEach((landmark, l) => {
    const town = townOfLandmark(gaz, landmark, townNames);
    const id = index.entries.length;
    index.entries.push({
      kind: 'landmark',
      lat: landmark.lat,
      lng: landmark.lng,
      country: landmark.country,
      adminCode: town === undefined ? '' : gaz.cities[town]!.adminCode,
      city: town ?? -1,
      landmark: l,
      notability: (landmark.listing ? LISTING_NOTABILITY : LANDMARK_NOTABILITY) + 0.05 * landmark.facts.length,
    });
    for (const name of new Set(Object.values(landmark.names).map((n) => foldName(n)))) {
      addName(index, name, id, true);
      const bare = name.replace(ARTICLE, '');
      if (bare !== name) addName(index, bare, id, true);
    }
  });
}

/** The position in `gaz.cities` of the most populous town of each key (a country's capital first, where GeoNames marks one). */
function largestTowns(gaz: Gazetteer, keyOf: (i: number) => string, capitalFirst: boolean): Map<string, number> {
  const best = new Map<string, number>();
  const rank = (i: number) => (capitalFirst && gaz.cities[i]!.featureCode === 'PPLC' ? 1 : 0);
  gaz.cities.forEach((city, i) => {
    const key = keyOf(i);
    const known = best.get(key);
    if (
      known === undefined ||
      rank(i) > rank(known) ||
      (rank(i) === rank(known) && city.population > gaz.cities[known]!.population)
    ) {
      best.set(key, i);
    }
  });
  return best;
}

function addCountries(index: SearchIndex): void {
  const { gaz } = index;
  const capitals = largestTowns(gaz, (i) => gaz.cities[i]!.country, true);
  const people = new Map<string, number>();
  for (const city of gaz.cities) people.set(city.country, (people.get(city.country) ?? 0) + city.population);
  for (const [code, names] of allCountryNames()) {
    const capital = capitals.get(code);
    if (capital === undefined) continue;
    const town = gaz.cities[capital]!;
    const id = index.entries.length;
    index.entries.push({
      kind: 'country',
      lat: latOf(town),
      lng: lngOf(town),
      country: code,
      adminCode: '',
      city: capital,
      landmark: -1,
      notability: countryNotability(people.get(code) ?? 0),
    });
    for (const name of names) addName(index, foldName(name), id, false);
  }
}

function addRegions(index: SearchIndex): void {
  const { gaz } = index;
  const seats = largestTowns(gaz, (i) => `${gaz.cities[i]!.country}|${gaz.cities[i]!.adminCode}`, false);
  for (const [country, adminCode] of regionTableKeys()) {
    const seat = seats.get(`${country}|${adminCode}`);
    if (seat === undefined) continue;
    const town = gaz.cities[seat]!;
    const id = index.entries.length;
    index.entries.push({
      kind: 'region',
      lat: latOf(town),
      lng: lngOf(town),
      country,
      adminCode,
      city: seat,
      landmark: -1,
      notability: REGION_NOTABILITY,
    });
    const names = new Set(LANGUAGE_CODES.map((language: LanguageCode) => regionName(country, adminCode, language)));
    for (const name of names) if (name) addName(index, foldName(name), id, false);
  }
}
