import type { Db } from '../database';

/** Tours (the routes table). The tour maker grows this; narrations only need ownership checks for now. */
export function createRoutesRepository(db: Db) {
  return {
    findOwner(id: string): Promise<{ id: string; userId: string | null } | undefined> {
      return db.selectFrom('routes').select(['id', 'userId']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type RoutesRepository = ReturnType<typeof createRoutesRepository>;
