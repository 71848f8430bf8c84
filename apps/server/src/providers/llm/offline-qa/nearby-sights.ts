import { around } from 'geokdbush';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceFacts } from '../../geo/place-facts';
import type { Landmark } from '../../knowledge/landmarks/landmark-schema';
import { loadLandmarks } from '../../knowledge/landmarks/load-landmarks';
import { landmarkName } from '../offline/landmark-vars';

/** Within a walk of about twenty minutes. */
const WALKING_KM = 1.5;
const LISTED = 3;

/** The pack's named sights within walking distance, nearest first, in the language (those without a name in it are left out). */
export function nearbySights(facts: PlaceFacts, language: LanguageCode, here?: Landmark): string[] {
  const pack = loadLandmarks();
  const ids = around(pack.index, facts.lng, facts.lat, LISTED + 4, WALKING_KM) as number[];
  return ids
    .map((id) => pack.landmarks[id]!)
    .filter((landmark) => landmark !== here && !landmark.listing)
    .flatMap((landmark) => landmarkName(landmark, language) ?? [])
    .slice(0, LISTED);
}
