import { EARTH_RADIUS_MILES } from '../catalog/constants';

export interface LatLng {
  lat: number;
  lng: number;
}

export const METERS_PER_MILE = 1609.344;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles on the spec's sphere (SPEC §9: earth radius 3959 miles). */
export function distanceMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, ...) keeps rounding from pushing asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The same distance in metres, the unit the map rules (10 m trail step, 1000 m marker radius) are set in. */
export function distanceMeters(from: LatLng, to: LatLng): number {
  return distanceMiles(from, to) * METERS_PER_MILE;
}
