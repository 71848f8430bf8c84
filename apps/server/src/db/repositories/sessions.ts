import type { Db } from '../database';
import { nowIso } from '../json';

/** Token sessions: a bearer token is valid only while its session row exists, is unexpired and unrevoked. */
export function createSessionsRepository(db: Db) {
  return {
    async insert(session: { id: string; userId: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ ...session, createdAt: nowIso(), revokedAt: null })
        .execute();
    },

    async findActive(id: string): Promise<{ id: string; userId: string } | undefined> {
      return db
        .selectFrom('sessions')
        .select(['id', 'userId'])
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', nowIso())
        .executeTakeFirst();
    },

    async revoke(id: string): Promise<void> {
      await db.updateTable('sessions').set({ revokedAt: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
