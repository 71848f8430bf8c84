import { decodePolyline } from '@roamcast/shared/logic/polyline';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { RoutesRepository } from '../../../db/repositories/routes';
import { presentRoute } from '../../../presenters/route';
import type { ImportedTour } from './read-import';

/** A shared tour by its share code, as an import copies it: its stops and line, never its owner. */
export async function findSharedTour(
  routes: Pick<RoutesRepository, 'findByShareCode'>,
  code: string,
): Promise<ImportedTour | null> {
  const row = await routes.findByShareCode(code);
  if (!row) return null;
  const route = presentRoute(row);
  return {
    name: route.name,
    theme: route.theme,
    stops: tourStopsOf(route).map((stop) => ({
      name: stop.name,
      lat: stop.lat,
      lng: stop.lng,
      ...(stop.description ? { description: stop.description } : {}),
    })),
    path: route.polyline ? decodePolyline(route.polyline) : [],
    sourceUrl: null,
    clonedFrom: route.id,
    ...(route.distance !== null && route.duration !== null
      ? { length: { distance: route.distance, duration: route.duration } }
      : {}),
  };
}
