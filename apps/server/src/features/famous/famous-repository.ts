import type { Db } from '../../db/database';
import type { RouteRow } from '../../db/repositories/routes';

/** The curated tours (routes with isFamous = 1), in the order they were curated. */
export function createFamousRepository(db: Db) {
  return {
    listFamous(): Promise<RouteRow[]> {
      return db
        .selectFrom('routes')
        .selectAll()
        .where('isFamous', '=', 1)
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },
  };
}
