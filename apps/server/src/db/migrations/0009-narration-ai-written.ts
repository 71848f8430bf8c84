import type { Kysely } from 'kysely';

/**
 * Whether a language model wrote each narration (issue 23, AI transparency): 1 for an online model,
 * 0 for the offline composer. Narrations made before it was recorded count as 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('narrations')
    .addColumn('ai_written', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('narrations').dropColumn('ai_written').execute();
}
