import type { Db } from '../../db/database';
import { createNarrationsRepository } from '../../db/repositories/narrations';
import { createRoutesRepository } from '../../db/repositories/routes';
import { createUsersRepository } from '../../db/repositories/users';

/** The repositories a tour operation touches, bound to one connection or transaction. */
export function tourRepositories(db: Db) {
  return {
    routes: createRoutesRepository(db),
    narrations: createNarrationsRepository(db),
    users: createUsersRepository(db),
  };
}

export type TourRepositories = ReturnType<typeof tourRepositories>;

/**
 * Runs work as one transaction. Everything inside must go through the repositories it is given:
 * SQLite has a single connection, so a query on the outer db would wait for the transaction forever.
 */
export function inTransaction<T>(db: Db, work: (repos: TourRepositories) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(tourRepositories(trx)));
}
