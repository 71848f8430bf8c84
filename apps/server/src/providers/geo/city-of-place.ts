import type { CityRecord } from './gazetteer';
import { latOf, lngOf } from './gazetteer';
import { haversineKm } from './geo-math';

/** A gazetteer entry near the listener. */
export interface Candidate {
  city: CityRecord;
  distanceKm: number;
  /** The radius of the place's disc where the data knows its area (a district's), else from its population. */
  coreKm?: number;
  /** The name in the narration's language where the record carries its own (a district's). */
  name?: string;
}

/**
 * GeoNames gives a city one point, its centre. How far a city spreads grows with the cube root of
 * its population: the built-up core (Paris, 2.1M: 6 km; a town of 10k: 1 km) and the area it
 * absorbs as suburbs (San Francisco, 0.86M: 13 km; New York, 8.2M: 28 km).
 */
export function coreKm(population: number): number {
  return 0.05 * Math.cbrt(Math.max(population, 1000));
}

export function reachKm(population: number): number {
  return 0.14 * Math.cbrt(population);
}

/** A town counts as a suburb of a city at least this many times its size. */
export const SUBURB_RATIO = 5;

const isSection = (city: CityRecord) => city.featureCode === 'PPLX';
const discKm = (c: Candidate) => c.coreKm ?? coreKm(c.city.population);

/** Whether the listener stands within the place's disc (is in it, not just nearest to it). */
export function holdsListener(c: Candidate): boolean {
  return c.distanceKm <= discKm(c);
}
const sizeOf = (city: CityRecord) => Math.max(city.population, 1000);

/**
 * The place the listener is at. Each place covers a disc of radius coreKm around its centre. Among
 * the discs that hold the listener, those of cities that would absorb a smaller one there are set
 * aside (Hell's Kitchen, not Manhattan or New York City), and the disc the listener is most central
 * in wins (Cambridge, not neighbouring Somerville). When no disc holds the listener, the place whose
 * disc edge is nearest. So 4 km from the centre of Paris is Paris, not the suburb whose centre is
 * 3.4 km away, while Hoboken stays Hoboken.
 */
export function pickPlace(candidates: readonly Candidate[]): Candidate | undefined {
  const inside = candidates.filter(holdsListener);
  if (inside.length > 0) {
    const smallest = Math.min(...inside.map((c) => sizeOf(c.city)));
    return minBy(
      inside.filter((c) => sizeOf(c.city) < SUBURB_RATIO * smallest),
      (c) => c.distanceKm / discKm(c),
    );
  }
  return minBy(candidates, (c) => c.distanceKm - discKm(c));
}

/**
 * The larger city the place belongs to: the most populous city in the same country and first-level
 * region that reaches the listener (distance <= reachKm) and absorbs the place, because the place is
 * a section, or the city is SUBURB_RATIO times larger, or the place's centre lies in the city's core.
 * Undefined when the place is itself the big city or stands alone.
 */
export function pickCity(place: Candidate, candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates) {
    const city = c.city;
    if (city === place.city || isSection(city) || city.population <= sizeOf(place.city)) continue;
    if (city.country !== place.city.country || city.adminCode !== place.city.adminCode) continue;
    if (c.distanceKm > reachKm(city.population)) continue;
    if (best && best.city.population >= city.population) continue;
    const inCore =
      haversineKm(latOf(place.city), lngOf(place.city), latOf(city), lngOf(city)) <= coreKm(city.population);
    // A town that is itself the seat of a district or region (a Japanese city, a county seat) is a
    // municipality of its own unless it lies in the big city's core (Brooklyn in New York): Kamakura is
    // not a neighbourhood of Yokohama, nor Versailles of Paris.
    if (!isSection(place.city) && isOwnSeat(place.city) && !inCore) continue;
    const absorbs = isSection(place.city) || city.population >= SUBURB_RATIO * sizeOf(place.city) || inCore;
    if (absorbs) best = c;
  }
  return best;
}

/** Administrative seats this large stand on their own (GeoNames PPLA: a region's, PPLA2: a district's). */
const OWN_SEAT_MIN_POPULATION = 20_000;
const SEAT_CODES = new Set(['PPLC', 'PPLA', 'PPLA2']);

function isOwnSeat(city: CityRecord): boolean {
  return SEAT_CODES.has(city.featureCode) && city.population >= OWN_SEAT_MIN_POPULATION;
}

function minBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const item of items) {
    const value = score(item);
    if (value < bestScore) [best, bestScore] = [item, value];
  }
  return best;
}
