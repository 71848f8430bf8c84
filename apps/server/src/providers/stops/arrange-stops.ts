import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import type { StopCandidate } from './stop-source';

/** Two candidates this close, or with the same name, are one place told by two sources. */
const SAME_PLACE_METERS = 60;

const fold = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** One entry per place: the better-scored candidate, filled in with what the others knew. */
export function mergeSamePlaces(candidates: readonly StopCandidate[]): StopCandidate[] {
  const kept: StopCandidate[] = [];
  for (const candidate of [...candidates].sort((a, b) => b.score - a.score)) {
    const twin = kept.find(
      (place) => fold(place.name) === fold(candidate.name) || distanceMeters(place, candidate) < SAME_PLACE_METERS,
    );
    if (!twin) kept.push({ ...candidate });
    else {
      twin.description ??= candidate.description;
      twin.address ??= candidate.address;
      twin.placeId ??= candidate.placeId;
    }
  }
  return kept;
}

/** A walk or drive that never doubles back needlessly: start nearest the centre, then always the nearest next. */
export function orderByNearestNeighbour<T extends { lat: number; lng: number }>(
  stops: readonly T[],
  start: { lat: number; lng: number },
): T[] {
  const left = [...stops];
  const ordered: T[] = [];
  let here = start;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      if (distanceMeters(here, left[i]!) < distanceMeters(here, left[best]!)) best = i;
    }
    const [next] = left.splice(best, 1);
    ordered.push(next!);
    here = next!;
  }
  return ordered;
}

/**
 * The tour's stops: the best `count` distinct places within the radius (score first, then nearness),
 * in walking order from the centre.
 */
export function chooseStops(
  candidates: readonly StopCandidate[],
  centre: { lat: number; lng: number },
  radiusMeters: number,
  count: number,
): StopCandidate[] {
  const inside = candidates.filter((candidate) => distanceMeters(centre, candidate) <= radiusMeters);
  const ranked = mergeSamePlaces(inside).sort(
    (a, b) => b.score - a.score || distanceMeters(centre, a) - distanceMeters(centre, b),
  );
  return orderByNearestNeighbour(ranked.slice(0, count), centre);
}
