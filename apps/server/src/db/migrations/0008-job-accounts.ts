import type { Kysely } from 'kysely';

/**
 * Whose job each row is, so runners share their slots between accounts (issue 23): one account's
 * dozen batches no longer hold up another's one-stop batch. Existing rows are the server's own (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('account', 'text').execute();
  await db.schema.createIndex('jobs_account_status').on('jobs').columns(['account', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_account_status').execute();
  await db.schema.alterTable('jobs').dropColumn('account').execute();
}
