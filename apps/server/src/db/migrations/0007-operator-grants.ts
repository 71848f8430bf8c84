import type { Kysely } from 'kysely';

/**
 * Operator rights given on the server (`npm run operator -- grant <email>`): one row per account,
 * bound to its id at the time of the grant, so an account made later with the same address gets none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_grants')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_grants').ifExists().execute();
}
