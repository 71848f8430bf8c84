import type { CityRecord } from '../gazetteer';

/**
 * How likely a traveller means a place, on one scale for every kind: about the base-10 logarithm of
 * the people it draws. A town counts its population, its rank (a capital draws the world, a region's
 * seat its region) and the landmarks of the pack that stand in it; a landmark counts as a city of a
 * couple of million, a country as a town of its whole people and one step more.
 */
const FEATURE_BONUS: Record<string, number> = { PPLC: 1.5, PPLA: 0.5, PPLA2: 0.2 };
/**
 * A city the hand tables, or the name data, name in every script (ja, zh, ko, ar) is one the world
 * knows by name: Newcastle upon Tyne and Newcastle, New South Wales are named in all four; Newcastle
 * in KwaZulu-Natal, with more people inside its municipal line, in none.
 */
const WORLD_KNOWN_BONUS = 0.5;
const LANDMARK_BONUS_PER_DOUBLING = 0.6;
const LANDMARK_BONUS_MAX = 2.4;

/** A country as a town of its whole people, and one step more (Japan over any Japanese town; Grenada below Granada). */
export function countryNotability(population: number): number {
  return Math.log10(Math.max(population, 1000)) + 1;
}
export const REGION_NOTABILITY = 6.5;
export const LANDMARK_NOTABILITY = 6.2;
/** A UNESCO listing title ("Historic Centre of Rome") is found, but a named landmark ranks first. */
export const LISTING_NOTABILITY = 5.4;
/** A section of a city (PPLX) is meant less often than a town of its size. */
const DISTRICT_PENALTY = 0.3;

export function townNotability(city: CityRecord, landmarks: number, worldKnown: boolean): number {
  const people = Math.log10(Math.max(city.population, 1000));
  const rank = FEATURE_BONUS[city.featureCode] ?? 0;
  const sights = Math.min(LANDMARK_BONUS_MAX, LANDMARK_BONUS_PER_DOUBLING * Math.log2(1 + landmarks));
  const known = worldKnown ? WORLD_KNOWN_BONUS : 0;
  return people + rank + sights + known - (city.featureCode === 'PPLX' ? DISTRICT_PENALTY : 0);
}

/** Among equally notable places the nearer one: worth most nearby, nothing a continent away. */
export function nearnessBonus(distanceKm: number): number {
  return 2 * Math.exp(-distanceKm / 300);
}
