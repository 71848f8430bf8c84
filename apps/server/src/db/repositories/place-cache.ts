import type { Db } from '../database';
import type { PlaceCacheTable } from '../schema';

export type PlaceCacheRow = PlaceCacheTable;

/** Place details fetched from the maps service, kept so a second look at a place costs nothing. */
export function createPlaceCacheRepository(db: Db) {
  return {
    find(placeId: string): Promise<PlaceCacheRow | undefined> {
      return db.selectFrom('placeCache').selectAll().where('placeId', '=', placeId).executeTakeFirst();
    },

    /** Insert or refresh; createdAt keeps the first fetch time. */
    async upsert(row: PlaceCacheRow): Promise<void> {
      const { placeId: _key, createdAt: _first, ...changes } = row;
      await db
        .insertInto('placeCache')
        .values(row)
        .onConflict((oc) => oc.column('placeId').doUpdateSet(changes))
        .execute();
    },
  };
}

export type PlaceCacheRepository = ReturnType<typeof createPlaceCacheRepository>;
