import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';

/** One tour saved for offline: written last, once every address it needs is in the offline cache. */
export interface SavedTour {
  routeId: string;
  name: string;
  savedAt: string;
  /** Bytes of the tour's JSON, audio and pictures as saved. */
  bytes: number;
  /** The offline cache's keys for this tour (its JSON, audio, pictures and cover). */
  urls: string[];
  /** What changes when the tour changes on the server (see tourFingerprint). */
  fingerprint: string;
  route: RouteWithNarrations;
}

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
 * A saved copy is out of date when the tour was renamed, edited or its stories were made again: its
 * update time, name and the stories (by id and audio) are compared.
 */
export function tourFingerprint(route: RouteWithNarrations): string {
  const stories = route.narrations.map((narration) => `${narration.id}:${narration.audioUrl ?? ''}`).sort();
  return JSON.stringify([route.updatedAt, route.name, stories]);
}
