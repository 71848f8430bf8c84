import type { Route } from '../schemas/tour';
import { distanceMiles, type LatLng } from './geo-distance';
import { tourStopsOf } from './tour-stops';

/**
 * One source for a tour's distance and duration (issue 24): the creators, a saved journey, an edit of
 * the stops and an import compute them here; the cover, the card, the shared page and the player show
 * them through `tourFigures`, so every screen says the same.
 */

const KM_PER_MILE = 1.609344;

/** A comfortable sightseeing walk: about 4.5 km/h. */
export const WALKING_KMH = 4.5;

/** A leg longer than this is not walked between two stops of a tour (about 25 minutes on foot). */
export const MAX_WALKED_LEG_KM = 2;

/**
 * Driving speed by the class of road a leg most likely uses, judged by its straight-line length:
 * short hops are town streets (lights, junctions, parking), middle ones regional roads, long ones
 * highways. Averages, not limits: stops and traffic included.
 */
export const ROAD_CLASSES = [
  { id: 'town', upToKm: 10, kmh: 25 },
  { id: 'regional', upToKm: 80, kmh: 60 },
  { id: 'highway', upToKm: Number.POSITIVE_INFINITY, kmh: 90 },
] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number]['id'];

/** Minutes a listener spends at a stop beyond its story (looking around, moving on). */
export const LINGER_MINUTES = 5;

export type TravelMode = 'walking' | 'driving';

/** Tour types that are always walked, whatever the distance between their stops. */
const WALKED_TOUR_TYPES = new Set(['walking', 'indoor']);

export function roadClassOf(legKm: number): (typeof ROAD_CLASSES)[number] {
  return ROAD_CLASSES.find((road) => legKm <= road.upToKm) ?? ROAD_CLASSES[ROAD_CLASSES.length - 1]!;
}

/** Each leg between consecutive points, in km (straight lines on the spec's sphere). */
export function legsKm(points: readonly LatLng[]): number[] {
  return points.slice(1).map((point, index) => distanceMiles(points[index]!, point) * KM_PER_MILE);
}

/** A walking or indoor tour is walked; any other is walked when every leg is a short walk, else driven. */
export function travelModeOf(points: readonly LatLng[], tourType?: string | null): TravelMode {
  if (tourType && WALKED_TOUR_TYPES.has(tourType)) return 'walking';
  return legsKm(points).every((km) => km <= MAX_WALKED_LEG_KM) ? 'walking' : 'driving';
}

/** Minutes to cover the legs: on foot at 4.5 km/h, or by car at each leg's road-class speed. */
export function travelMinutes(legs: readonly number[], mode: TravelMode): number {
  return legs.reduce((sum, km) => sum + (km / (mode === 'walking' ? WALKING_KMH : roadClassOf(km).kmh)) * 60, 0);
}

export interface TourLengthInput {
  /** The stops in order, or a drawn line through them (an import's track) when there is one. */
  points: readonly LatLng[];
  /** How many stops the listener halts at. */
  stops: number;
  /** Minutes at each stop: its story plus lingering. */
  minutesAtStop: number;
  tourType?: string | null;
}

export interface TourLength {
  /** Miles along the points, to a tenth (SPEC §3 routes.distance). */
  distance: number;
  /** Whole minutes: travel plus time at the stops (SPEC §3 routes.duration). */
  duration: number;
  mode: TravelMode;
}

/** A tour's distance and duration, as stored on the route. */
export function tourLength({ points, stops, minutesAtStop, tourType }: TourLengthInput): TourLength {
  const legs = legsKm(points);
  const mode = travelModeOf(points, tourType);
  const km = legs.reduce((sum, leg) => sum + leg, 0);
  return {
    distance: Math.round((km / KM_PER_MILE) * 10) / 10,
    duration: Math.round(travelMinutes(legs, mode) + stops * minutesAtStop),
    mode,
  };
}

/** Minutes at a stop for a tour whose stories last `narrationMinutes`. */
export const minutesAtStopFor = (narrationMinutes: number) => narrationMinutes + LINGER_MINUTES;

/**
 * A saved tour's length from its stops as they stand (a recorded journey, an edit of the stops):
 * straight legs between them, and at each stop its own estimated time or the story plus lingering.
 */
export function routeLengthOf(
  route: Pick<Route, 'pointsOfInterest' | 'waypoints' | 'narrationDuration' | 'tourType'>,
): TourLength {
  const stops = tourStopsOf(route);
  const fallback = minutesAtStopFor(route.narrationDuration);
  const atStops = stops.reduce((sum, stop) => sum + (stop.estimatedStopTime ?? fallback), 0);
  const length = tourLength({ points: stops, stops: 0, minutesAtStop: 0, tourType: route.tourType });
  return { ...length, duration: Math.round(length.duration + atStops) };
}

export interface TourFigures {
  /** Miles as shown: a tenth under 10, whole above; null when unknown or zero. */
  miles: number | null;
  /** The same in km, rounded the same way. */
  km: number | null;
  /** Whole minutes, and that split into hours and minutes; null when unknown or zero. */
  totalMinutes: number | null;
  hours: number;
  minutes: number;
}

const shown = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));

/** What every screen shows of a tour's stored distance and duration. */
export function tourFigures(tour: { distance: number | null; duration: number | null }): TourFigures {
  const miles = tour.distance !== null && tour.distance > 0 ? shown(tour.distance) : null;
  const km = tour.distance !== null && tour.distance > 0 ? shown(tour.distance * KM_PER_MILE) : null;
  const totalMinutes = tour.duration !== null && tour.duration > 0 ? Math.round(tour.duration) : null;
  return {
    miles,
    km,
    totalMinutes,
    hours: totalMinutes === null ? 0 : Math.floor(totalMinutes / 60),
    minutes: totalMinutes === null ? 0 : totalMinutes % 60,
  };
}
