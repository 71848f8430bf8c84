import { useCallback, useEffect, useRef, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '@roamcast/shared/catalog/constants';
import { markHeard, onFix, onStoryEnded, startPocket, type PocketState } from './pocket-arrivals';

export type LiveGpsState = 'off' | 'following' | 'unavailable';

export interface LiveGps {
  state: LiveGpsState;
  /** A stop reached while a story played: it plays when that story ends. */
  waiting: number | null;
  /**
   * The story ended: plays the stop that waited for it. True while Live GPS Mode is on, when the
   * walk (not Auto) decides what plays next.
   */
  storyEnded(): boolean;
}

/**
 * Live GPS Mode, pocket mode included (SPEC §4 live rule, issue 22): the player follows the walker's
 * position, works with no network, and plays a stop once on arriving within its reach (at least 50 m,
 * wider for a poor fix, with hysteresis: pocket-arrivals.ts). A stop reached while a story plays waits
 * for it to end; a stop heard since the mode was switched on is never played again by walking (a tap
 * still plays it).
 */
export function useLiveGps(
  enabled: boolean,
  stops: readonly { location: { lat: number; lng: number } }[],
  index: number,
  goTo: (index: number) => void,
  playing: boolean,
): LiveGps {
  const [state, setState] = useState<LiveGpsState>(enabled ? 'following' : 'off');
  const [waiting, setWaiting] = useState<number | null>(null);
  const pocket = useRef<PocketState>(startPocket());
  const current = useRef({ goTo, stops, playing });
  current.current = { goTo, stops, playing };

  const update = useCallback((next: PocketState) => {
    pocket.current = next;
    setWaiting(next.waiting);
  }, []);

  // What plays while the mode is on is heard, however it started (the first stop, a tap).
  useEffect(() => {
    if (enabled && playing) update(markHeard(pocket.current, index));
  }, [enabled, playing, index, update]);

  useEffect(() => {
    update(startPocket());
    if (!enabled) return setState('off');
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setState('unavailable');
    setState('following');
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setState('following');
        const { stops: points, goTo: move, playing: busy } = current.current;
        const position = { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy };
        const fix = onFix(
          pocket.current,
          position,
          points.map((stop) => stop.location),
          busy,
        );
        update(fix.state);
        if (fix.play !== null) move(fix.play);
      },
      () => setState('unavailable'),
      GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [enabled, update]);

  const storyEnded = useCallback(() => {
    if (!enabled) return false;
    const ended = onStoryEnded(pocket.current);
    update(ended.state);
    if (ended.play !== null) current.current.goTo(ended.play);
    return true;
  }, [enabled, update]);

  return { state, waiting, storyEnded };
}
