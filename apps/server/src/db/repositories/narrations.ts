import type { Db } from '../database';
import type { NarrationsTable } from '../schema';

export type NarrationRow = NarrationsTable;

export function createNarrationsRepository(db: Db) {
  return {
    async insert(row: NarrationRow): Promise<void> {
      await db.insertInto('narrations').values(row).execute();
    },

    findById(id: string): Promise<NarrationRow | undefined> {
      return db.selectFrom('narrations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async update(id: string, changes: Partial<Omit<NarrationRow, 'id'>>): Promise<void> {
      await db.updateTable('narrations').set(changes).where('id', '=', id).execute();
    },

    /** The newest narration with audio for the same rounded place, theme, language, length and voice. */
    findCached(cacheKey: string): Promise<NarrationRow | undefined> {
      return db
        .selectFrom('narrations')
        .selectAll()
        .where('cacheKey', '=', cacheKey)
        .where('audioUrl', 'is not', null)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Only the rows that exist; callers compare against what they asked for. */
    findByIds(ids: readonly string[]): Promise<NarrationRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('narrations').selectAll().where('id', 'in', ids).execute();
    },

    /** A tour's stops in waypoint order; unplaced ones (no index) last, oldest first. */
    listByRoute(routeId: string): Promise<NarrationRow[]> {
      return db
        .selectFrom('narrations')
        .selectAll()
        .where('routeId', '=', routeId)
        .orderBy((eb) => eb('waypointIndex', 'is', null))
        .orderBy('waypointIndex', 'asc')
        .orderBy('createdAt', 'asc')
        .execute();
    },

    /** Unplaces every narration of a tour; resolves to how many were detached. */
    async detachFromRoute(routeId: string): Promise<number> {
      const result = await db
        .updateTable('narrations')
        .set({ routeId: null, waypointIndex: null })
        .where('routeId', '=', routeId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type NarrationsRepository = ReturnType<typeof createNarrationsRepository>;
