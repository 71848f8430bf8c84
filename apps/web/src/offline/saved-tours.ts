import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PublicTour } from '@roamcast/shared/schemas/public-tour';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';

/** One tour saved for offline: written last, once every address it needs is in the offline cache. */
export interface SavedTour {
  /** The tour's id, or `share:{code}` for a shared tour page saved by a visitor. */
  routeId: string;
  name: string;
  savedAt: string;
  /** Bytes of the tour's JSON, audio and pictures as saved. */
  bytes: number;
  /** The offline cache's keys for this tour (its JSON, audio, pictures and cover). */
  urls: string[];
  /** What changes when the tour changes on the server (see tourFingerprint). */
  fingerprint: string;
  /** The saved tour as the player reads it; a shared page's copy has `shared` instead. */
  route?: RouteWithNarrations;
  shared?: PublicTour;
}

/** The key of a shared tour page's offline copy. */
export const sharedCopyId = (shareCode: string) => `share:${shareCode}`;

interface OfflineDb extends DBSchema {
  tours: { key: string; value: SavedTour };
}

let db: Promise<IDBPDatabase<OfflineDb>> | null = null;
function open(): Promise<IDBPDatabase<OfflineDb>> {
  db ??= openDB<OfflineDb>('roamcast-offline', 1, {
    upgrade(database) {
      database.createObjectStore('tours', { keyPath: 'routeId' });
    },
  });
  return db;
}

export async function readSavedTour(routeId: string): Promise<SavedTour | undefined> {
  return (await open()).get('tours', routeId);
}

export async function listSavedTours(): Promise<SavedTour[]> {
  return (await open()).getAll('tours');
}

export async function writeSavedTour(tour: SavedTour): Promise<void> {
  await (await open()).put('tours', tour);
}

export async function deleteSavedTour(routeId: string): Promise<void> {
  await (await open()).delete('tours', routeId);
}

/**
 * A shared page's copy is out of date when the tour was renamed or its stops changed (a visitor's
 * stories are the copy's own, so they are not compared).
 */
export function sharedFingerprint(tour: {
  name: string;
  stops: readonly { name: string; location?: { lat: number; lng: number }; lat?: number; lng?: number }[];
}): string {
  const at = (stop: (typeof tour.stops)[number]) => [stop.location?.lat ?? stop.lat, stop.location?.lng ?? stop.lng];
  return JSON.stringify([tour.name, tour.stops.map((stop) => [stop.name, ...at(stop)])]);
}

/**
 * A saved copy is out of date when the tour was renamed, edited or its stories were made again: its
 * update time, name and the stories (by id and audio) are compared.
 */
export function tourFingerprint(route: RouteWithNarrations): string {
  const stories = route.narrations.map((narration) => `${narration.id}:${narration.audioUrl ?? ''}`).sort();
  return JSON.stringify([route.updatedAt, route.name, stories]);
}
