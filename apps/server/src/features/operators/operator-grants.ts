import type { Db } from '../../db/database';

export interface GrantedOperator {
  userId: string;
  email: string;
  authMethod: string;
  hasPassword: boolean;
  createdAt: string;
  grantedAt: string;
}

/**
 * Operator rights given on the server (`npm run operator -- grant <email>`). A grant names the
 * account that has the address when it is given (its id), never the address alone: an account
 * opened later with that address, or one renamed to it, is not an operator.
 */
export function createOperatorGrants(db: Db, now: () => Date = () => new Date()) {
  async function accountOf(email: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'authMethod', 'passwordHash', 'createdAt'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  return {
    /** Grants the account with this address; null when there is none (the person signs up first). */
    async grant(email: string): Promise<GrantedOperator | null> {
      const account = await accountOf(email);
      if (!account) return null;
      const grantedAt = now().toISOString();
      await db
        .insertInto('operatorGrants')
        .values({ userId: account.id, email: account.email, grantedAt })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
      const row = await db
        .selectFrom('operatorGrants')
        .select('grantedAt')
        .where('userId', '=', account.id)
        .executeTakeFirstOrThrow();
      return {
        userId: account.id,
        email: account.email,
        authMethod: account.authMethod,
        hasPassword: account.passwordHash !== null,
        createdAt: account.createdAt,
        grantedAt: row.grantedAt,
      };
    },

    /** Takes the rights back from whoever was granted them under this address; false when none was. */
    async revoke(email: string): Promise<boolean> {
      const result = await db
        .deleteFrom('operatorGrants')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async list(): Promise<{ userId: string; email: string; grantedAt: string }[]> {
      return db.selectFrom('operatorGrants').selectAll().orderBy('grantedAt').execute();
    },

    async isGranted(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('operatorGrants')
        .select('userId')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
