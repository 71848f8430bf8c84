import { LIVE_GPS_PROXIMITY_DEGREES } from '../catalog/constants';

/** A phone's GPS is only as good as its reported accuracy; the reach widens by it, up to this much. */
export const LIVE_GPS_MAX_ACCURACY_METERS = 50;
const METERS_PER_DEGREE_LATITUDE = 111_320;

export interface LivePosition {
  lat: number;
  lng: number;
  /** Metres, as the Geolocation API reports it; absent when unknown. */
  accuracy?: number;
}

/**
 * SPEC §4 live mode: the stop (other than the current one) the traveller has reached, i.e. within
 * about 0.0005 degrees, widened by the position's reported accuracy up to 50 m; the nearest when
 * several are. Longitude degrees shrink towards the poles, so distances are compared in
 * latitude-degree units. Null when no other stop is that close.
 */
export function reachedStopIndex(
  position: LivePosition,
  stops: readonly { lat: number; lng: number }[],
  currentIndex: number,
): number | null {
  const widen =
    Math.min(Math.max(position.accuracy ?? 0, 0), LIVE_GPS_MAX_ACCURACY_METERS) / METERS_PER_DEGREE_LATITUDE;
  const reach = LIVE_GPS_PROXIMITY_DEGREES + widen;
  const shrink = Math.cos((position.lat * Math.PI) / 180);
  let best: { index: number; degrees: number } | null = null;
  stops.forEach((stop, index) => {
    if (index === currentIndex) return;
    const degrees = Math.hypot(stop.lat - position.lat, (stop.lng - position.lng) * shrink);
    if (degrees <= reach && (!best || degrees < best.degrees)) best = { index, degrees };
  });
  return (best as { index: number } | null)?.index ?? null;
}
