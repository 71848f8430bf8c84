import { arg, compileOnce } from '../compile-once';
import type { Db } from '../database';
import { nowIso } from '../json';

/** Token sessions: a bearer token is valid only while its session row exists, is unexpired and unrevoked. */
export function createSessionsRepository(db: Db) {
  // Read for authenticated requests: compiled once. The join refuses a deleted user's token even
  // where the database does not cascade the delete.
  const active = compileOnce<{ id: string; userId: string }, { id: string; now: string }>(db, (q) =>
    q
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select(['sessions.id', 'sessions.userId'])
      .where('sessions.id', '=', arg('id'))
      .where('sessions.revokedAt', 'is', null)
      .where('sessions.expiresAt', '>', arg('now')),
  );
  return {
    async insert(session: { id: string; userId: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ ...session, createdAt: nowIso(), revokedAt: null })
        .execute();
    },

    async findActive(id: string): Promise<{ id: string; userId: string } | undefined> {
      return (await active({ id, now: nowIso() }))[0];
    },

    async revoke(id: string): Promise<void> {
      await db.updateTable('sessions').set({ revokedAt: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
