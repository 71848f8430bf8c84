import { useEffect, useState } from 'react';
import { NAVIGATION_GEOLOCATION_TIMEOUT_MS } from '@roamcast/shared/catalog/constants';
import type { LatLng } from '@roamcast/shared/logic/geo-distance';

export type NavigationPosition = { step: 'locating' } | { step: 'located'; position: LatLng } | { step: 'unknown' };

/**
 * One position fix for whole-tour navigation, with the 5 s timeout of SPEC §9: if it is refused,
 * unavailable or slow, the route starts at the first stop instead.
 */
export function useNavigationPosition(): NavigationPosition {
  const [state, setState] = useState<NavigationPosition>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation ? { step: 'locating' } : { step: 'unknown' },
  );
  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return;
    let active = true;
    try {
      geolocation.getCurrentPosition(
        (fix) =>
          active && setState({ step: 'located', position: { lat: fix.coords.latitude, lng: fix.coords.longitude } }),
        () => active && setState({ step: 'unknown' }),
        { enableHighAccuracy: true, timeout: NAVIGATION_GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
      );
    } catch {
      setState({ step: 'unknown' });
    }
    return () => {
      active = false;
    };
  }, []);
  return state;
}
