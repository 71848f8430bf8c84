import type { PlaceFacts } from '../../geo/place-facts';
import { landmarksNear, nearestLandmark } from './nearest-landmark';

export const LANDMARK_PACK_SOURCE = 'Roamcast landmark pack';

/**
 * The facts with the landmark the listener stands at, when the pack has one there and a name for it
 * in the narration's language (a landmark no one has named in Japanese is not narrated in Japanese),
 * and the other named landmarks within walking distance.
 */
export function attachLandmark(facts: PlaceFacts): PlaceFacts {
  // The offline geocoder attaches the landmark already (and names the place after it where no town
  // holds the listener); an online answer (mergeAddress) comes without it.
  const hit = facts.landmark ?? nearestLandmark(facts.lat, facts.lng);
  const landmark = hit?.landmark.names[facts.language] ? hit : undefined;
  const nearby =
    facts.nearby ??
    landmarksNear(facts.lat, facts.lng, hit?.landmark).filter((near) => near.landmark.names[facts.language]);
  return { ...facts, ...(landmark ? { landmark } : {}), nearby };
}
