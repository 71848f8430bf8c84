import { arg, compileOnce } from '../compile-once';
import type { Db } from '../database';
import type { RoutesTable } from '../schema';

export type RouteRow = RoutesTable;
export type RouteChanges = Partial<Omit<RouteRow, 'id' | 'userId' | 'createdAt'>>;

/** Tours (the routes table). Pass a transaction instead of the db to make several calls one unit. */
export function createRoutesRepository(db: Db) {
  // Read on every tour view: compiled once.
  const byId = compileOnce<RouteRow, { id: string }>(db, (q) =>
    q.selectFrom('routes').selectAll().where('id', '=', arg('id')),
  );
  return {
    findOwner(id: string): Promise<{ id: string; userId: string | null } | undefined> {
      return db.selectFrom('routes').select(['id', 'userId']).where('id', '=', id).executeTakeFirst();
    },

    findByShareCode(shareCode: string): Promise<RouteRow | undefined> {
      return db.selectFrom('routes').selectAll().where('shareCode', '=', shareCode).executeTakeFirst();
    },

    async findById(id: string): Promise<RouteRow | undefined> {
      return (await byId({ id }))[0];
    },

    /** Newest first; the id breaks ties between tours saved in the same millisecond. */
    listByUser(userId: string): Promise<RouteRow[]> {
      return db
        .selectFrom('routes')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async insert(row: RouteRow): Promise<void> {
      await db.insertInto('routes').values(row).execute();
    },

    async update(id: string, changes: RouteChanges): Promise<void> {
      await db.updateTable('routes').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('routes').where('id', '=', id).execute();
    },

    /**
     * Holds the owner's row until the transaction ends, so two saves at once (a double click) cannot
     * both pass the tour-limit count. A no-op write takes the lock in PostgreSQL and SQLite alike,
     * where SELECT ... FOR UPDATE exists only in the former.
     */
    async lockOwner(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ tier: eb.ref('tier') }))
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type RoutesRepository = ReturnType<typeof createRoutesRepository>;
