import type { PlaceFacts } from '../../geo/place-facts';
import { nearestLandmark } from './nearest-landmark';

export const LANDMARK_PACK_SOURCE = 'Roamcast landmark pack';

/**
 * The facts with the landmark the listener stands at, when the pack has one there and a name for it
 * in the narration's language (a landmark no one has named in Japanese is not narrated in Japanese).
 */
export function attachLandmark(facts: PlaceFacts): PlaceFacts {
  // The offline geocoder attaches it already (and names the place after it where no town holds the
  // listener); an online answer (mergeAddress) comes without it.
  if (facts.landmark) return facts;
  const hit = nearestLandmark(facts.lat, facts.lng);
  if (!hit?.landmark.names[facts.language]) return facts;
  return { ...facts, landmark: hit };
}
