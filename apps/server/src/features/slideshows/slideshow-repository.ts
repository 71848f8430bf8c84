import type { Db } from '../../db/database';
import type { TourSlideshowsTable } from '../../db/schema';

export type SlideshowRow = TourSlideshowsTable;
type Counter = 'viewCount' | 'uniqueViewers' | 'completionCount' | 'ctaClicks';
/** The once-per-viewer events and the column of slideshow_viewers that remembers each. */
export type OnceEvent = 'completedAt' | 'ctaClickedAt';

/** tour_slideshows and slideshow_viewers: the links, their counts, and who has been counted. */
export function createSlideshowRepository(db: Db) {
  return {
    findActiveByToken(shareToken: string): Promise<SlideshowRow | undefined> {
      return db
        .selectFrom('tourSlideshows')
        .selectAll()
        .where('shareToken', '=', shareToken)
        .where('isActive', '=', 1)
        .executeTakeFirst();
    },

    /** The tour's active slideshow; the oldest wins should two ever have been made at once. */
    findActiveByRoute(routeId: string): Promise<SlideshowRow | undefined> {
      return db
        .selectFrom('tourSlideshows')
        .selectAll()
        .where('routeId', '=', routeId)
        .where('isActive', '=', 1)
        .orderBy('createdAt', 'asc')
        .executeTakeFirst();
    },

    async insert(row: SlideshowRow): Promise<void> {
      await db.insertInto('tourSlideshows').values(row).execute();
    },

    async increment(id: string, counters: readonly Counter[], viewedAt?: string): Promise<void> {
      await db
        .updateTable('tourSlideshows')
        .set((eb) => ({
          ...Object.fromEntries(counters.map((counter) => [counter, eb(counter, '+', 1)])),
          ...(viewedAt ? { lastViewedAt: viewedAt } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Adds the viewer; false when they were already there (the primary key decides, even under races). */
    async addViewer(slideshowId: string, viewerId: string, viewedAt: string | null): Promise<boolean> {
      const result = await db
        .insertInto('slideshowViewers')
        .values({
          slideshowId,
          viewerId,
          firstViewedAt: viewedAt,
          lastViewedAt: viewedAt,
          completedAt: null,
          ctaClickedAt: null,
        })
        .onConflict((oc) => oc.columns(['slideshowId', 'viewerId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** A viewer known only by a click or a completion sends their first view: true when this was it. */
    async markFirstView(slideshowId: string, viewerId: string, viewedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('slideshowViewers')
        .set({ firstViewedAt: viewedAt, lastViewedAt: viewedAt })
        .where('slideshowId', '=', slideshowId)
        .where('viewerId', '=', viewerId)
        .where('firstViewedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks a known viewer's view again when their last one is older than `before`. */
    async markViewedSince(slideshowId: string, viewerId: string, before: string, viewedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('slideshowViewers')
        .set({ lastViewedAt: viewedAt })
        .where('slideshowId', '=', slideshowId)
        .where('viewerId', '=', viewerId)
        .where('lastViewedAt', '<', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records a once-per-viewer event; false when this viewer already had it. */
    async markOnce(slideshowId: string, viewerId: string, event: OnceEvent, at: string): Promise<boolean> {
      const result = await db
        .updateTable('slideshowViewers')
        .set({ [event]: at })
        .where('slideshowId', '=', slideshowId)
        .where('viewerId', '=', viewerId)
        .where(event, 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type SlideshowRepository = ReturnType<typeof createSlideshowRepository>;
