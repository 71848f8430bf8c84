import { useEffect, useRef, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '@roamcast/shared/catalog/constants';
import { reachedStopIndex } from '@roamcast/shared/logic/live-gps';

export type LiveGpsState = 'off' | 'following' | 'unavailable';

/**
 * A walking tour made with "Use GPS tracking during playback": the player follows the traveller's
 * position and moves to the stop they reach (SPEC §4 live rule: within about 0.0005 degrees, widened
 * by the fix's accuracy), where it autoplays as any arrival does.
 */
export function useLiveGps(
  enabled: boolean,
  stops: readonly { location: { lat: number; lng: number } }[],
  index: number,
  goTo: (index: number) => void,
): LiveGpsState {
  const [state, setState] = useState<LiveGpsState>(enabled ? 'following' : 'off');
  const current = useRef({ index, goTo, stops });
  current.current = { index, goTo, stops };

  useEffect(() => {
    if (!enabled) return setState('off');
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setState('unavailable');
    setState('following');
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setState('following');
        const { stops: points, index: at, goTo: move } = current.current;
        const reached = reachedStopIndex(
          { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy },
          points.map((stop) => stop.location),
          at,
        );
        if (reached !== null) move(reached);
      },
      () => setState('unavailable'),
      GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [enabled]);

  return state;
}
