import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database';
import type { RoutesTable } from '../src/db/schema';

/** A stop as the tour maker saves it among the points of interest. */
export interface SeedStop {
  name: string;
  latitude: number;
  longitude: number;
  address?: string;
}

/** A point of the path as the tour maker saves it among the waypoints. */
export interface SeedWaypoint {
  lat: number;
  lng: number;
  name: string;
}

type JsonColumns = 'waypoints' | 'pointsOfInterest' | 'photoUrls';

export interface TourSeed extends Partial<Omit<RoutesTable, JsonColumns>> {
  userId: string;
  /** Saved as the points of interest and, unless `waypoints` is given, as the waypoints too. */
  stops?: SeedStop[];
  waypoints?: SeedWaypoint[];
  photoUrls?: string[];
}

/**
 * Writes a tour straight to the database and returns its id: one saved through the API would get its
 * cover drawn meanwhile. Columns not given keep the database's defaults; the name is 'Roman Holiday'.
 */
export async function seedTour(db: Db, { stops, waypoints, photoUrls, ...columns }: TourSeed): Promise<string> {
  const id = columns.id ?? randomUUID();
  const now = new Date().toISOString();
  const path = waypoints ?? stops?.map((stop) => ({ lat: stop.latitude, lng: stop.longitude, name: stop.name }));
  await db
    .insertInto('routes')
    .values({
      name: 'Roman Holiday',
      createdAt: now,
      updatedAt: now,
      ...columns,
      id,
      ...(path ? { waypoints: JSON.stringify(path) } : {}),
      ...(stops ? { pointsOfInterest: JSON.stringify(stops) } : {}),
      ...(photoUrls ? { photoUrls: JSON.stringify(photoUrls) } : {}),
    } as never)
    .execute();
  return id;
}
