import { around, distance } from 'geokdbush';
import { bearingDeg, compassPoint, type CompassPoint } from '../../geo/geo-math';
import type { Landmark } from './landmark-schema';
import { loadLandmarks, type LandmarkPack } from './load-landmarks';

/** A landmark that is not under your feet is still the subject when it is the nearest one this close. */
export const NEAREST_NOTABLE_M = 300;

export interface LandmarkHit {
  landmark: Landmark;
  /** Metres from the listener to the landmark's point. */
  distanceM: number;
  /** Whether the listener stands within the landmark's reach (its radius). */
  inside: boolean;
}

/**
 * The landmark a listener at (lat, lng) is at. A named place beats a heritage listing around it (at
 * the Eiffel Tower you hear about the tower, not about "Paris, Banks of the Seine"): of the named
 * landmarks whose reach holds the point, the one whose point is nearest (a statue in a park is the
 * statue; at Independence Hall's door it is the hall, not the Liberty Bell 80 m away whose reach also
 * holds it); else the nearest named one within 300 m; else the smallest listing that holds the point.
 */
export function nearestLandmark(lat: number, lng: number, pack: LandmarkPack = loadLandmarks()): LandmarkHit | null {
  if (!pack.landmarks.length) return null;
  const reachKm = Math.max(pack.largestRadius, NEAREST_NOTABLE_M) / 1000;
  const holding: Record<'named' | 'listing', { hit: LandmarkHit; rank: number } | undefined> = {
    named: undefined,
    listing: undefined,
  };
  let nearestNamed: LandmarkHit | undefined;
  for (const id of around(pack.index, lng, lat, Infinity, reachKm)) {
    const landmark = pack.landmarks[id]!;
    const distanceM = distance(lng, lat, landmark.lng, landmark.lat) * 1000;
    const radius = pack.radii[id]!;
    const kind = landmark.listing ? 'listing' : 'named';
    // Named places rank by distance, heritage listings (whole districts) by size.
    const rank = kind === 'named' ? distanceM : radius;
    if (distanceM <= radius && rank < (holding[kind]?.rank ?? Infinity)) {
      holding[kind] = { hit: { landmark, distanceM, inside: true }, rank };
    }
    // `around` returns the nearest first, so the first named one is the nearest.
    if (kind === 'named' && !nearestNamed && distanceM <= NEAREST_NOTABLE_M) {
      nearestNamed = { landmark, distanceM, inside: false };
    }
  }
  return holding.named?.hit ?? nearestNamed ?? holding.listing?.hit ?? null;
}

/** How far a story reaches for the landmarks around the listener: about a quarter of an hour on foot. */
export const WALKING_DISTANCE_M = 1_200;
/** The most landmarks around the listener a story is handed; it tells the nearest few it can name. */
export const MAX_NEARBY = 8;

/** A landmark within walking distance of the listener, with the way to it. */
export interface NearbyLandmark extends LandmarkHit {
  bearing: CompassPoint;
}

/**
 * The named landmarks within walking distance of (lat, lng), nearest first, leaving out `exclude`
 * (the landmark the listener stands at) and heritage listings (whole districts, not places to walk to).
 */
export function landmarksNear(
  lat: number,
  lng: number,
  exclude?: Landmark,
  pack: LandmarkPack = loadLandmarks(),
  radiusM = WALKING_DISTANCE_M,
  max = MAX_NEARBY,
): NearbyLandmark[] {
  if (!pack.landmarks.length) return [];
  const found: NearbyLandmark[] = [];
  for (const id of around(pack.index, lng, lat, Infinity, radiusM / 1000)) {
    const landmark = pack.landmarks[id]!;
    if (landmark === exclude || landmark.listing || landmark.id === exclude?.id) continue;
    const distanceM = distance(lng, lat, landmark.lng, landmark.lat) * 1000;
    found.push({
      landmark,
      distanceM,
      inside: distanceM <= pack.radii[id]!,
      bearing: compassPoint(bearingDeg(lat, lng, landmark.lat, landmark.lng)),
    });
    if (found.length >= max) break;
  }
  return found;
}

/** How far a ghost or legend story reaches for a told story when the place itself has none: a short drive. */
export const LEGEND_REACH_M = 50_000;

/**
 * The landmarks nearest to (lat, lng) within LEGEND_REACH_M that have a legend on record and a name
 * in `language`, nearest first, leaving out `exclude` (those the story already tells).
 */
export function landmarksWithLegends(
  lat: number,
  lng: number,
  language: string,
  exclude: ReadonlySet<string> = new Set(),
  pack: LandmarkPack = loadLandmarks(),
  max = 3,
): NearbyLandmark[] {
  if (!pack.landmarks.length) return [];
  const told = (id: number) => {
    const landmark = pack.landmarks[id]!;
    return (
      !exclude.has(landmark.id) &&
      Boolean(landmark.names[language as keyof Landmark['names']]) &&
      // A legend that can be told: a touched statue, a cursed tomb or a creature needs its name.
      landmark.facts.some(
        (fact) => fact.kind === 'legend' && (fact.who || !['touch', 'curse', 'monster'].includes(fact.motif)),
      )
    );
  };
  return around(pack.index, lng, lat, max, LEGEND_REACH_M / 1000, told).map((id) => {
    const landmark = pack.landmarks[id as number]!;
    const distanceM = distance(lng, lat, landmark.lng, landmark.lat) * 1000;
    return {
      landmark,
      distanceM,
      inside: false,
      bearing: compassPoint(bearingDeg(lat, lng, landmark.lat, landmark.lng)),
    };
  });
}
