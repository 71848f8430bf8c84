import { randomUUID } from 'node:crypto';
import { defaultVoiceSettings, type VoiceSettings } from '@roamcast/shared/schemas/user';
import type { TierId } from '@roamcast/shared/catalog/tiers';
import { arg, compileOnce } from '../compile-once';
import type { Db } from '../database';
import type { UsersTable } from '../schema';
import { nowIso } from '../json';

export type UserRow = UsersTable;

export interface NewUser {
  email: string;
  passwordHash: string | null;
  displayName?: string | null;
  tier?: TierId;
  authMethod?: 'local' | 'partner';
}

export function createUsersRepository(db: Db) {
  // Read by every request that looks at the caller's account: compiled once.
  const byId = compileOnce<UserRow, { id: string }>(db, (q) =>
    q.selectFrom('users').selectAll().where('id', '=', arg('id')),
  );
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      return (await byId({ id }))[0];
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** Inserts a user; resolves to undefined when the email is taken (unique key), so callers answer 409. */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const row: UserRow = {
        id: randomUUID(),
        email: user.email,
        passwordHash: user.passwordHash,
        tier: user.tier ?? 'freemium',
        narrationCount: 0,
        lastResetDate: null,
        postcardsThisMonth: 0,
        postcardResetDate: null,
        partnerUserId: null,
        authMethod: user.authMethod ?? 'local',
        displayName: user.displayName ?? null,
        toursLimit: null,
        postcardsLimit: null,
        subscriptionTier: null,
        trialActive: 0,
        trialExpiresAt: null,
        voiceSettings: JSON.stringify(defaultVoiceSettings),
        createdAt: nowIso(),
      };
      const inserted = await db
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      return inserted;
    },

    async updateVoiceSettings(id: string, settings: VoiceSettings): Promise<void> {
      await db
        .updateTable('users')
        .set({ voiceSettings: JSON.stringify(settings) })
        .where('id', '=', id)
        .execute();
    },

    async setTier(id: string, tier: TierId): Promise<void> {
      await db.updateTable('users').set({ tier }).where('id', '=', id).execute();
    },

    async resetPostcardMonth(id: string, resetDate: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ postcardsThisMonth: 0, postcardResetDate: resetDate })
        .where('id', '=', id)
        .execute();
    },

    async incrementNarrationCount(id: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ narrationCount: eb('narrationCount', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async countTours(userId: string): Promise<number> {
      const row = await db
        .selectFrom('routes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .where('isFamous', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
