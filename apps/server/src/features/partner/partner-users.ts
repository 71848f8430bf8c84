import type { Db } from '../../db/database';
import type { UserRow } from '../../db/repositories/users';

/** The partner's link on the users table (`{partner}UserId`, SPEC §3). */
export function createPartnerUsersRepository(db: Db) {
  return {
    findBySubject(subject: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('partnerUserId', '=', subject).executeTakeFirst();
    },

    /** Links when the user has no partner link yet; false when another link won (unique key or race). */
    async link(userId: string, subject: string): Promise<boolean> {
      try {
        const result = await db
          .updateTable('users')
          .set({ partnerUserId: subject })
          .where('id', '=', userId)
          .where('partnerUserId', 'is', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch {
        return false; // the subject is already linked to someone else
      }
    },

    async unlink(userId: string): Promise<void> {
      await db.updateTable('users').set({ partnerUserId: null }).where('id', '=', userId).execute();
    },
  };
}

export type PartnerUsersRepository = ReturnType<typeof createPartnerUsersRepository>;
