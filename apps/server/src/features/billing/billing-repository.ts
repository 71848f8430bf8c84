import type { Db } from '../../db/database';
import { nowIso } from '../../db/json';

interface BillingEventsTable {
  eventId: string;
  type: string;
  userId: string | null;
  eventCreated: number | string;
  receivedAt: string;
}

interface BillingAccountsTable {
  userId: string;
  customerId: string | null;
  subscriptionId: string | null;
  lastEventCreated: number | string;
  periodStart: number | string | null;
}

export interface BillingAccount {
  userId: string;
  lastEventCreated: number;
  periodStart: number | null;
}

export interface UserPlan {
  tier?: string;
  subscriptionTier: string | null;
  trialActive?: number;
  trialExpiresAt?: string | null;
}

/** Only this feature uses its tables (migration 0006), so their types live here. */
export function createBillingRepository(base: Db) {
  const db = base.withTables<{ billingEvents: BillingEventsTable; billingAccounts: BillingAccountsTable }>();
  return {
    /** Records an event id; false when it was recorded before (a replay). */
    async claimEvent(eventId: string, type: string, eventCreated: number): Promise<boolean> {
      const inserted = await db
        .insertInto('billingEvents')
        .values({ eventId, type, userId: null, eventCreated, receivedAt: nowIso() })
        .onConflict((oc) => oc.column('eventId').doNothing())
        .returning('eventId')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async noteEventUser(eventId: string, userId: string): Promise<void> {
      await db.updateTable('billingEvents').set({ userId }).where('eventId', '=', eventId).execute();
    },

    async userExists(userId: string): Promise<boolean> {
      return (await base.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
    },

    async userOfCustomer(customerId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('billingAccounts')
        .select('userId')
        .where('customerId', '=', customerId)
        .executeTakeFirst();
      return row?.userId;
    },

    async account(userId: string): Promise<BillingAccount | undefined> {
      const row = await db.selectFrom('billingAccounts').selectAll().where('userId', '=', userId).executeTakeFirst();
      if (!row) return undefined;
      return {
        userId: row.userId,
        lastEventCreated: Number(row.lastEventCreated),
        periodStart: row.periodStart === null ? null : Number(row.periodStart),
      };
    },

    async saveAccount(account: {
      userId: string;
      customerId: string | null;
      subscriptionId: string | null;
      lastEventCreated: number;
      periodStart: number | null;
    }): Promise<void> {
      const update = {
        lastEventCreated: account.lastEventCreated,
        periodStart: account.periodStart,
        ...(account.customerId ? { customerId: account.customerId } : {}),
        ...(account.subscriptionId ? { subscriptionId: account.subscriptionId } : {}),
      };
      await db
        .insertInto('billingAccounts')
        .values(account)
        .onConflict((oc) => oc.column('userId').doUpdateSet(update))
        .execute();
    },

    async setPlan(userId: string, plan: UserPlan): Promise<void> {
      await base.updateTable('users').set(plan).where('id', '=', userId).execute();
    },

    /** A new billing period: the monthly postcard allowance starts again and next resets at its end. */
    async startPostcardCycle(userId: string, resetDate: string): Promise<void> {
      await base
        .updateTable('users')
        .set({ postcardsThisMonth: 0, postcardResetDate: resetDate })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
