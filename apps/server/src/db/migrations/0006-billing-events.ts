import type { Kysely } from 'kysely';

/**
 * Billing webhooks: every processed event id once (a replayed delivery is acknowledged, not applied
 * again), and per user the subscription's latest applied event and billing period, so an older event
 * arriving late does not undo a newer one and the postcard allowance restarts at each period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('event_created', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('last_event_created', 'bigint', (c) => c.notNull())
    .addColumn('period_start', 'bigint')
    .execute();
  await db.schema.createIndex('billing_accounts_customer').on('billing_accounts').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_accounts').ifExists().execute();
  await db.schema.dropTable('billing_events').ifExists().execute();
}
