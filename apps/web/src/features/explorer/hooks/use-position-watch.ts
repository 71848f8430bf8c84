import { useEffect, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '@roamcast/shared/catalog/constants';
import type { Coordinates } from '../../../lib/geolocation';

/**
 * Follows the traveller once the Explorer has started: the map's trail and the auto channel's
 * "moved to a new place" both read from it. Errors while watching are logged only; the first fix
 * (Start) is where the spec's location messages are shown.
 */
export function usePositionWatch(active: boolean): Coordinates | null {
  const [position, setPosition] = useState<Coordinates | null>(null);
  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!active || !geolocation?.watchPosition) return;
    const id = geolocation.watchPosition(
      ({ coords }) => setPosition({ lat: coords.latitude, lng: coords.longitude }),
      (error) => console.warn('Watching the position failed', error?.message),
      { ...GEOLOCATION_OPTIONS },
    );
    return () => geolocation.clearWatch(id);
  }, [active]);
  return position;
}
