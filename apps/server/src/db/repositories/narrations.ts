import { arg, compileOnce } from '../compile-once';
import type { Db } from '../database';
import type { NarrationsTable } from '../schema';

export type NarrationRow = NarrationsTable;

export function createNarrationsRepository(db: Db) {
  // Read on every tour view: compiled once.
  const byRoute = compileOnce<NarrationRow, { routeId: string }>(db, (q) =>
    q
      .selectFrom('narrations')
      .selectAll()
      .where('routeId', '=', arg('routeId'))
      .orderBy((eb) => eb('waypointIndex', 'is', null))
      .orderBy('waypointIndex', 'asc')
      .orderBy('createdAt', 'asc'),
  );
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
      return byRoute({ routeId });
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('narrations').where('id', '=', id).execute();
    },

    /**
     * Places one narration at a stop and unplaces any other there, as one statement (so atomically).
     * With `language`, only another story in that language makes way: a famous tour keeps one per
     * language at each stop, shared by every listener of that language.
     */
    async placeAtStop(id: string, routeId: string, waypointIndex: number, language?: string): Promise<void> {
      await db
        .updateTable('narrations')
        .set((eb) => ({
          routeId: eb.case().when('id', '=', id).then(routeId).else(null).end(),
          // PostgreSQL types a bare parameter in a CASE as text: say it is an integer.
          waypointIndex: eb
            .case()
            .when('id', '=', id)
            .then(eb.cast<number>(eb.val(waypointIndex), 'integer'))
            .else(null)
            .end(),
        }))
        .where((eb) =>
          eb.or([
            eb('id', '=', id),
            eb.and([
              eb('routeId', '=', routeId),
              eb('waypointIndex', '=', waypointIndex),
              ...(language === undefined ? [] : [eb('language', '=', language)]),
            ]),
          ]),
        )
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
