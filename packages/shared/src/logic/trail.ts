import { MAP_TRAIL } from '../catalog/constants';
import { distanceMeters, type LatLng } from './geo-distance';

/**
 * Adds a position to the map trail (SPEC §9): only when it is more than 10 m from the last point,
 * keeping the latest 100. Returns the same array when nothing changes, so React can skip a render.
 */
export function appendTrailPoint<T extends LatLng>(trail: readonly T[], point: T): readonly T[] {
  const last = trail.at(-1);
  if (last && distanceMeters(last, point) <= MAP_TRAIL.minStepMeters) return trail;
  const next = [...trail, point];
  return next.length > MAP_TRAIL.maxPoints ? next.slice(next.length - MAP_TRAIL.maxPoints) : next;
}
