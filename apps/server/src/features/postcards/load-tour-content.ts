import { POSTCARD_HIGHLIGHTS } from '@roamcast/shared/catalog/constants';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { Db } from '../../db/database';
import { parseJson } from '../../db/json';
import type { RouteRow } from '../../db/repositories/routes';
import { presentRoute } from '../../presenters/route';
import type { BlobStore } from '../../storage/blob-store';

const MAX_PHOTOS = 3;

export interface TourContent {
  name: string;
  startPoint: string | null;
  destination: string | null;
  highlights: string[];
  stops: { name: string; lat: number; lng: number }[];
  photos: Uint8Array[];
}

/**
 * What a postcard of this tour shows: its name, start and destination (the first and last stop when
 * the tour names none), its first 3 stops as highlights, its stops for the map, and up to 3 of its
 * stored pictures: the uploaded or drawn cover, then stop photos. Photos held elsewhere (a photo
 * service's URL) are not fetched: the card is composed offline.
 */
export async function loadTourContent(
  db: Db,
  blobs: Pick<BlobStore, 'get' | 'keyOf'>,
  row: RouteRow,
): Promise<TourContent> {
  const route = presentRoute(row);
  const stops = tourStopsOf(route);
  const narrations = await db.selectFrom('narrations').select('photoUrls').where('routeId', '=', row.id).execute();
  const urls = [
    route.customImageUrl,
    route.aiImageUrl,
    ...route.photoUrls,
    ...narrations.flatMap((narration) => parseJson<string[]>(narration.photoUrls, [])),
  ];
  const photos: Uint8Array[] = [];
  for (const key of new Set(urls.map((url) => blobs.keyOf(url)).filter((key) => key !== null))) {
    if (photos.length >= MAX_PHOTOS) break;
    // A picture that cannot be read (gone, or the store briefly unreachable) is left out, not fatal.
    const bytes = await blobs.get(key).catch(() => null);
    if (bytes) photos.push(bytes);
  }
  return {
    name: route.name,
    startPoint: route.startPoint ?? stops[0]?.name ?? null,
    destination: route.destination ?? (stops.length > 1 ? stops.at(-1)!.name : null),
    highlights: stops.slice(0, POSTCARD_HIGHLIGHTS).map((stop) => stop.name),
    stops: stops.map((stop) => ({ name: stop.name, lat: stop.lat, lng: stop.lng })),
    photos,
  };
}
