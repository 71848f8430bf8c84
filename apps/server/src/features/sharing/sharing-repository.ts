import type { Db } from '../../db/database';
import type { RouteRow } from '../../db/repositories/routes';

/** What sharing reads beyond the routes repository: share codes set once, and the rows link previews describe. */
export function createSharingRepository(db: Db) {
  return {
    /** Sets the code only if the tour has none yet, so two first shares at once agree on one code. */
    async assignShareCode(routeId: string, shareCode: string): Promise<void> {
      await db
        .updateTable('routes')
        .set({ shareCode })
        .where('id', '=', routeId)
        .where('shareCode', 'is', null)
        .execute();
    },

    /** The tour behind an active slideshow token. */
    findSlideshowRoute(shareToken: string): Promise<RouteRow | undefined> {
      return db
        .selectFrom('tourSlideshows')
        .innerJoin('routes', 'routes.id', 'tourSlideshows.routeId')
        .selectAll('routes')
        .where('tourSlideshows.shareToken', '=', shareToken)
        .where('tourSlideshows.isActive', '=', 1)
        .executeTakeFirst();
    },

    findPostcard(shareCode: string) {
      return db
        .selectFrom('postcardImages')
        .select(['imageUrl', 'tourSnapshot', 'stylePreset', 'voiceMessage'])
        .where('shareCode', '=', shareCode)
        .where('isPublic', '=', 1)
        .executeTakeFirst();
    },
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
