import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { ForwardGeocodeResult, PlaceCandidate } from '@roamcast/shared/schemas/geocode';
import { countryCodeOf } from '../country-names';
import { foldName } from '../fold-name';
import type { Gazetteer } from '../gazetteer';
import { haversineKm } from '../geo-math';
import { regionMatches } from '../region-names';
import { reverseGeocode } from '../reverse-geocode';
import { describeEntry } from './describe-entry';
import { nearnessBonus } from './notability';
import { parseCoordinates, readingsOf } from './read-query';
import { isStopWord, searchIndexOf, typoBucket, wordsOf, type SearchEntry, type SearchIndex } from './search-index';
import { typoAllowance, typoDistance } from './typo-distance';

export interface SearchOptions {
  /** The listener's position (or the other stops of a route): among equally notable places, the nearer. */
  near?: { lat: number; lng: number };
  /** When the whole text names nothing, look for a notable place named inside it (a deep dive's topic). */
  inText?: boolean;
  /**
   * Whether a name may be typed with a slip ("Edinbrugh") or given in part ("Acropolis"); yes unless
   * told (inside a longer text only whole names count: "history" is not the History Museum).
   */
  loose?: boolean;
}

/** A place found inside a longer text must be a town of some size or a landmark, not a hamlet called "The". */
const IN_TEXT_NOTABILITY = 4.7;
/** The longest run of words tried as a name inside a text. */
const IN_TEXT_WORDS = 5;

/** Each qualifier that fits ("Paris, Texas") weighs more than any difference in notability. */
const QUALIFIER_WEIGHT = 4;
/** A name given in part ("Acropolis" for "Acropolis, Athens") ranks below one given whole... */
const PART_PENALTY = 0.4;
/** ...and the more words the full name has beyond the text, the lower. */
const EXTRA_WORD_PENALTY = 0.3;
const TYPO_PENALTY = 1;
/** "Shinjuku, Tokyo": a qualifier may name a larger place this close instead of a region or country. */
const QUALIFIER_NEAR_KM = 50;
/**
 * A runner-up this close in score, or itself this notable (a city of a million, a landmark, a
 * region), and far enough to be another place, makes the answer unclear: the page asks "Did you
 * mean…" (Valencia in Spain or in Venezuela; Portland, Oregon or Maine).
 */
const UNCLEAR_MARGIN = 1.2;
const NOTABLE_RUNNER_UP = 6.3;
const SAME_PLACE_KM = 30;
const MAX_CANDIDATES = 6;

interface Scored {
  id: number;
  score: number;
}

/**
 * Forward search over the gazetteer, the landmark pack, countries and regions: the best match and
 * the places the text may mean, best first, named in `language`; null when nothing fits.
 */
export function searchPlaces(
  gaz: Gazetteer,
  query: string,
  language: LanguageCode,
  options: SearchOptions = {},
): ForwardGeocodeResult | null {
  const text = query.trim();
  if (!text) return null;
  const point = parseCoordinates(text);
  if (point) return pointResult(gaz, point, language);
  const index = searchIndexOf(gaz);
  const best = new Map<number, number>();
  const keep = (id: number, score: number) => {
    if (score > (best.get(id) ?? -Infinity)) best.set(id, score);
  };
  const readings = readingsOf(text);
  for (const [i, reading] of readings.entries()) {
    // Without commas, "Sausalito CA" is read as a name and a qualifier only if the whole text names nothing.
    if (i > 0 && !reading.commas && best.size) break;
    for (const { id, score } of matchName(index, reading.name, options.loose ?? true)) {
      const entry = index.entries[id]!;
      const fitting = reading.qualifiers.filter((q) => qualifies(index, entry, q)).length;
      if (reading.qualifiers.length && !fitting) continue;
      const near = options.near
        ? nearnessBonus(haversineKm(options.near.lat, options.near.lng, entry.lat, entry.lng))
        : 0;
      keep(id, entry.notability + score + QUALIFIER_WEIGHT * fitting + near);
    }
  }
  if (!best.size) return options.inText ? searchInText(gaz, text, language, options) : null;
  const ranked = distinctPlaces(
    index,
    [...best].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score),
  );
  const top = ranked[0]!;
  const clear = !ranked
    .slice(1)
    .some(
      (other) => other.score >= top.score - UNCLEAR_MARGIN || index.entries[other.id]!.notability >= NOTABLE_RUNNER_UP,
    );
  const candidates = ranked.slice(0, MAX_CANDIDATES).map((s) => describeEntry(index, index.entries[s.id]!, language));
  const first = candidates[0]!;
  return { lat: first.lat, lng: first.lng, name: first.name, kind: first.kind, clear, candidates };
}

/**
 * The most likely notable place named by a run of words inside the text: longer runs first
 * ("Fushimi Inari Taisha" before "Inari"), then the runs' best scores.
 */
function searchInText(
  gaz: Gazetteer,
  text: string,
  language: LanguageCode,
  options: SearchOptions,
): ForwardGeocodeResult | null {
  // "Lisbon's" is Lisbon; "d'Orsay", "l'Alhambra" keep the name after the elision.
  const words = text
    .replace(/['’]s\b/gu, '')
    .replace(/\b[dlDL]['’]/gu, '')
    .split(/[\s,.;:!?()"“”«»]+/u)
    .filter(Boolean);
  const inner = { near: options.near, loose: false };
  for (let size = Math.min(IN_TEXT_WORDS, words.length - 1); size >= 1; size--) {
    let found: ForwardGeocodeResult | null = null;
    let score = -Infinity;
    for (let start = 0; start + size <= words.length; start++) {
      const span = words.slice(start, start + size).join(' ');
      if (size === 1 && isStopWord(foldName(span))) continue;
      const result = searchPlaces(gaz, span, language, inner);
      const top = result && notabilityOfTop(gaz, span, result);
      if (result && top !== null && top >= IN_TEXT_NOTABILITY && top > score) [found, score] = [result, top];
    }
    if (found) return found;
  }
  return null;
}

/** The notability of the place a result leads with (its index entry), or null for a typed point. */
function notabilityOfTop(gaz: Gazetteer, span: string, result: ForwardGeocodeResult) {
  if (result.kind === 'address') return null;
  const index = searchIndexOf(gaz);
  const ids = matchName(index, span, false).map((m) => m.id);
  const entry = ids.map((id) => index.entries[id]!).find((e) => e.lat === result.lat && e.lng === result.lng);
  return entry ? entry.notability : null;
}

/**
 * Entries the name may mean, each with a score adjustment: the whole name (0), and every word of it
 * within a longer name (a penalty for each word more: "Washington" for "Washington, D.C."); failing
 * both, a slip of the keys.
 */
function matchName(index: SearchIndex, name: string, loose: boolean): Scored[] {
  const folded = foldName(name);
  if (!folded) return [];
  const whole = (index.byName.get(folded) ?? []).map((id) => ({ id, score: 0 }));
  if (!loose) return whole;
  const partial = matchWords(index, folded);
  if (whole.length || partial.length) return [...whole, ...partial];
  return matchTypos(index, folded);
}

function matchWords(index: SearchIndex, folded: string): Scored[] {
  const words = wordsOf(folded);
  // Every word must count: "Paris TX" is not "Paris" with a word left over.
  if (!words.length || folded.split(' ').some((w) => w.length < 3 && !isStopWord(w))) return [];
  const lists = words.map((w) => index.byWord.get(w) ?? []);
  if (lists.some((list) => !list.length)) return [];
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  const sets = others.map((list) => new Set(list));
  return shortest!
    .filter((id) => sets.every((set) => set.has(id)))
    .map((id) => ({ id, score: -PART_PENALTY - EXTRA_WORD_PENALTY * extraWords(index, id, words.length) }));
}

/** How many more significant words the entry's shortest name has than the text. */
function extraWords(index: SearchIndex, id: number, given: number): number {
  const entry = index.entries[id]!;
  const names =
    entry.landmark >= 0
      ? Object.values(index.pack.landmarks[entry.landmark]!.names)
      : [index.gaz.cities[entry.city]!.name];
  const counts = names.map((n) => wordsOf(foldName(n)).length).filter((n) => n >= given);
  return Math.max(0, Math.min(...counts, given + 3) - given);
}

function matchTypos(index: SearchIndex, folded: string): Scored[] {
  const allowance = typoAllowance(folded.length);
  if (!allowance || !/^[a-z ]+$/u.test(folded)) return [];
  const found: Scored[] = [];
  const ends = [folded[0]!, folded[folded.length - 1]!];
  for (let length = folded.length - allowance; length <= folded.length + allowance; length++) {
    const names = new Set(
      ends.flatMap((letter, end) => index.typoNames.get(typoBucket(length, letter, end === 1)) ?? []),
    );
    for (const name of names) {
      const distance = typoDistance(folded, name, allowance);
      if (distance > allowance) continue;
      for (const id of index.byName.get(name) ?? []) found.push({ id, score: -TYPO_PENALTY * distance });
    }
  }
  return found;
}

/** Whether a qualifier ("Spain", "TX", "Kyoto", "Paris") fits the entry. */
function qualifies(index: SearchIndex, entry: SearchEntry, qualifier: string): boolean {
  if (countryCodeOf(qualifier) === entry.country) return true;
  if (entry.adminCode && regionMatches(entry.country, entry.adminCode, qualifier)) return true;
  const folded = foldName(qualifier);
  if (entry.landmark >= 0) {
    const city = index.pack.landmarks[entry.landmark]!.city;
    if (city && foldName(city) === folded) return true;
  }
  const larger = index.byName.get(folded) ?? [];
  return larger.slice(0, 50).some((id) => {
    const other = index.entries[id]!;
    if (other === entry || (other.kind !== 'town' && other.kind !== 'district')) return false;
    return haversineKm(entry.lat, entry.lng, other.lat, other.lng) <= QUALIFIER_NEAR_KM;
  });
}

/**
 * The ranked entries with each place once (a town found by two of its names), and none within 30 km
 * of the best but the best itself: a landmark of the town searched for, or the town of the landmark,
 * is not another meaning of the text.
 */
function distinctPlaces(index: SearchIndex, ranked: Scored[]): Scored[] {
  const top = index.entries[ranked[0]!.id]!;
  const kept: Scored[] = [ranked[0]!];
  for (const candidate of ranked.slice(1)) {
    const entry = index.entries[candidate.id]!;
    if (haversineKm(top.lat, top.lng, entry.lat, entry.lng) < SAME_PLACE_KM) continue;
    const same = kept.some((k) => {
      const other = index.entries[k.id]!;
      return other.kind === entry.kind && haversineKm(other.lat, other.lng, entry.lat, entry.lng) < 1;
    });
    if (!same) kept.push(candidate);
    if (kept.length >= MAX_CANDIDATES) break;
  }
  return kept;
}

function pointResult(
  gaz: Gazetteer,
  point: { lat: number; lng: number },
  language: LanguageCode,
): ForwardGeocodeResult {
  const facts = reverseGeocode(gaz, point.lat, point.lng, language);
  const name = facts?.displayName ?? `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
  const candidate: PlaceCandidate = {
    ...point,
    name,
    label: facts?.place.name ?? name,
    ...(facts?.region ? { region: facts.region } : {}),
    ...(facts ? { country: facts.country.name } : {}),
    kind: 'address',
  };
  return { ...point, name, kind: 'address', clear: true, candidates: [candidate] };
}
