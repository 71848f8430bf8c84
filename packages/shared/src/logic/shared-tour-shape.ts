import type { SharedTour } from '../schemas/tour';

/**
 * The shape check of a shared tour, written out by hand: the share-link decoder runs on the first
 * load of /play?data= and /tour?data=, where the schema library would cost 24 KiB. It accepts
 * exactly what sharedTourSchema accepts (a test holds the two to the same cases) and, like zod,
 * drops keys it does not know.
 */
const isText = (value: unknown): value is string => typeof value === 'string';
const optionalText = (value: unknown) => value === undefined || isText(value);
const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

type Waypoint = SharedTour['waypoints'][number];

function readWaypoint(value: unknown): Waypoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const stop = value as Record<string, unknown>;
  if (!inRange(stop.lat, 90) || !inRange(stop.lng, 180)) return null;
  const texts = ['name', 'theme', 'narrationText', 'audioUrl'] as const;
  if (!texts.every((key) => optionalText(stop[key]))) return null;
  if (stop.photoUrls !== undefined && !(Array.isArray(stop.photoUrls) && stop.photoUrls.every(isText))) return null;
  const waypoint: Waypoint = { lat: stop.lat, lng: stop.lng };
  for (const key of texts) if (stop[key] !== undefined) waypoint[key] = stop[key] as string;
  if (stop.photoUrls !== undefined) waypoint.photoUrls = [...(stop.photoUrls as string[])];
  return waypoint;
}

/** The tour in `value`, or null when it is not one. */
export function readSharedTour(value: unknown): SharedTour | null {
  if (typeof value !== 'object' || value === null) return null;
  const tour = value as Record<string, unknown>;
  if (!isText(tour.name) || tour.name.length === 0 || !optionalText(tour.theme)) return null;
  if (!Array.isArray(tour.waypoints)) return null;
  const waypoints = tour.waypoints.map(readWaypoint);
  if (waypoints.some((waypoint) => waypoint === null)) return null;
  return {
    name: tour.name,
    ...(tour.theme !== undefined ? { theme: tour.theme as string } : {}),
    waypoints: waypoints as Waypoint[],
  };
}
