import { around, distance } from 'geokdbush';
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
