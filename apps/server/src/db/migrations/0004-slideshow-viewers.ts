import type { Kysely } from 'kysely';

/**
 * Who has watched a slideshow: one row per (slideshow, viewer id the page keeps in the browser), so a
 * view, a completion and a call-to-action click each count once per viewer, whatever the page sends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slideshow_viewers')
    .addColumn('slideshow_id', 'text', (c) => c.notNull().references('tour_slideshows.id').onDelete('cascade'))
    .addColumn('viewer_id', 'text', (c) => c.notNull())
    .addColumn('first_viewed_at', 'text')
    .addColumn('last_viewed_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('cta_clicked_at', 'text')
    .addPrimaryKeyConstraint('slideshow_viewers_pk', ['slideshow_id', 'viewer_id'])
    .execute();
  await db.schema.createIndex('tour_slideshows_route').on('tour_slideshows').column('route_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tour_slideshows_route').ifExists().execute();
  await db.schema.dropTable('slideshow_viewers').ifExists().execute();
}
