import { useEffect, useState } from 'react';
import type { LatLng } from '@roamcast/shared/logic/geo-distance';
import { appendTrailPoint } from '@roamcast/shared/logic/trail';

/**
 * The user's map trail (SPEC §9): each new position joins only when more than 10 m from the last
 * point, and the latest 100 are kept. Call it where the position lives, so the trail grows even
 * while the map is closed.
 */
export function useTrail(position: LatLng | null): readonly LatLng[] {
  const [trail, setTrail] = useState<readonly LatLng[]>([]);
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    setTrail((previous) => appendTrailPoint(previous, { lat, lng }));
  }, [lat, lng]);
  return trail;
}
