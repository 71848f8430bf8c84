import type { Kysely } from 'kysely';

/**
 * Listeners' reports of a wrong fact in a narration: the sentence, their note, and a status operators
 * move along. `user_id` is empty for a visitor; a report outlives the narration's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fact_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('narration_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('sentence', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fact_reports_status_created')
    .on('fact_reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('fact_reports_narration').on('fact_reports').column('narration_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fact_reports').ifExists().execute();
}
