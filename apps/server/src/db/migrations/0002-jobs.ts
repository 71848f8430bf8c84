import { sql, type Kysely } from 'kysely';

/**
 * Background jobs (tour narration batches and the like) as rows: the embedded runner's queue, and in
 * both drivers the record of status, progress and error that the progress endpoints read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('timeout_ms', 'integer', (c) => c.notNull())
    .addColumn('progress', 'text')
    .addColumn('error', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // At most one queued or running job per key (one batch per tour): a second start joins the first.
  await db.schema
    .createIndex('jobs_active_dedupe_key')
    .on('jobs')
    .column('dedupe_key')
    .unique()
    .where(sql<boolean>`status in ('queued', 'running')`)
    .execute();
  await db.schema.createIndex('jobs_dedupe_key_created').on('jobs').columns(['dedupe_key', 'created_at']).execute();
  await db.schema.createIndex('jobs_status_run_after').on('jobs').columns(['status', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
