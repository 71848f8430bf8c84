import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { tourLength } from '@roamcast/shared/logic/tour-length';
import type { PointOfInterest } from '@roamcast/shared/schemas/tour';
import { badRequest } from '../../../http/errors';
import type { StopFinder } from '../../../providers/stops/find-stops';
import type { StopCandidate } from '../../../providers/stops/stop-source';
import type { LocatedPlace } from './locate-place';

/** How a tour is walked or driven: where its stops may be and how many it wants. */
export interface StopPlan {
  /** Searched first; widened once to `widerMeters` when it holds too few places. */
  radiusMeters: number;
  widerMeters: number;
  count: number;
  /** The tour's type when it fixes how it is travelled (a walking tour is walked); else its legs decide. */
  tourType?: string;
}

export const CITY_TOUR: StopPlan = { radiusMeters: 10_000, widerMeters: 25_000, count: 6 };
export const WALKING_TOUR: StopPlan = { radiusMeters: 1200, widerMeters: 2000, count: 6, tourType: 'walking' };

/** A found stop this close to the anchor is the anchor itself. */
const SAME_PLACE_METERS = 150;

/** Fewer than this and the search widens before settling for a shorter tour. */
const ENOUGH = 3;

export interface PlannedStops {
  pointsOfInterest: PointOfInterest[];
  /** Miles along the stops in order, and minutes: travel plus time at each stop (shared `tourLength`). */
  distance: number;
  duration: number;
  /** Said to the creator when the place had fewer candidates than the tour wanted. */
  notice: string | null;
}

export function asPointsOfInterest(stops: readonly StopCandidate[], minutesAtStop: number): PointOfInterest[] {
  return stops.map((stop) => ({
    id: randomUUID(),
    name: stop.name,
    latitude: stop.lat,
    longitude: stop.lng,
    description: stop.description ?? stop.name,
    ...(stop.placeId ? { placeId: stop.placeId } : {}),
    ...(stop.address ? { address: stop.address } : {}),
    estimatedStopTime: minutesAtStop,
  }));
}

/**
 * Real stops around a place for a theme: the finder's best within the radius (widened once), in
 * walking order. No place at all is a 400; fewer than wanted is a shorter tour with a notice.
 */
export async function planStops(
  finder: StopFinder,
  place: LocatedPlace,
  request: { theme: string; language: LanguageCode; minutesAtStop: number },
  plan: StopPlan,
  /** A stop the tour must start at (a deep dive's place itself); the finder fills the rest. */
  anchor?: StopCandidate,
): Promise<PlannedStops> {
  const search = {
    lat: place.lat,
    lng: place.lng,
    theme: request.theme,
    language: request.language,
    count: plan.count,
  };
  let found = await finder.find({ ...search, radiusMeters: plan.radiusMeters });
  if (found.stops.length < ENOUGH) found = await finder.find({ ...search, radiusMeters: plan.widerMeters });
  if (anchor) {
    const others = found.stops.filter((stop) => distanceMeters(anchor, stop) >= SAME_PLACE_METERS);
    const stops = [anchor, ...others].slice(0, plan.count);
    found = { ...found, stops, shortBy: Math.max(0, plan.count - stops.length) };
  }
  if (found.stops.length === 0) {
    throw badRequest(
      `We found no places to visit within ${plan.widerMeters / 1000} km of ${place.name}. Try a nearby town or city.`,
      'no_stops_found',
    );
  }
  const pointsOfInterest = asPointsOfInterest(found.stops, request.minutesAtStop);
  const { distance, duration } = tourLength({
    points: found.stops,
    stops: found.stops.length,
    minutesAtStop: request.minutesAtStop,
    tourType: plan.tourType,
  });
  const notice =
    found.shortBy > 0
      ? `Only ${found.stops.length} places to visit were found near ${place.name}, so this tour has ${found.stops.length} stop${found.stops.length === 1 ? '' : 's'} instead of ${plan.count}.`
      : null;
  return { pointsOfInterest, distance, duration, notice };
}
