import { randomUUID } from 'node:crypto';
import type { SlideshowLink, SlideshowStats, SlideshowView } from '@roamcast/shared/schemas/slideshow';
import type { Db } from '../../db/database';
import { createNarrationsRepository } from '../../db/repositories/narrations';
import { createRoutesRepository, type RouteRow } from '../../db/repositories/routes';
import { createUsersRepository } from '../../db/repositories/users';
import { nowIso } from '../../db/json';
import type { Caller } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { presentNarration } from '../../presenters/narration';
import { presentRoute } from '../../presenters/route';
import { presentUser } from '../../presenters/user';
import { newShareCode } from '../../lib/share-code';
import { createSlideshowRepository, type OnceEvent, type SlideshowRow } from './slideshow-repository';
import { presentPublicSlideshow, presentSlideshowStats, slideshowPath } from './present-slideshow';

/** The same viewer opening the slideshow again within this time is the same view (a reload, a Replay). */
export const REPEAT_VIEW_AFTER_MS = 30 * 60 * 1000;
const NOT_FOUND = 'Slideshow Not Found';

/**
 * Slideshows (SPEC §2, §4): an owner makes one link per tour; anyone with it watches; each viewer's
 * view, completion and call-to-action click count once, decided here by the viewer id, not the page.
 */
export function createSlideshowService(deps: { db: Db; now?: () => Date }) {
  const slideshows = createSlideshowRepository(deps.db);
  const routes = createRoutesRepository(deps.db);
  const narrations = createNarrationsRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function ownRoute(id: string, caller: Caller): Promise<RouteRow> {
    const row = await routes.findById(id);
    if (!row) throw notFound('Tour not found');
    if (row.userId !== caller.userId) throw forbidden('This tour belongs to another account');
    return row;
  }

  /** A slideshow may be made of one's own tour, or of a famous tour (one shared slideshow, its curator's). */
  async function slideshowRoute(id: string, caller: Caller): Promise<RouteRow> {
    const row = await routes.findById(id);
    if (!row) throw notFound('Tour not found');
    if (row.userId !== caller.userId && row.isFamous !== 1) throw forbidden('This tour belongs to another account');
    return row;
  }

  async function activeByToken(shareToken: string): Promise<SlideshowRow> {
    const row = await slideshows.findActiveByToken(shareToken);
    if (!row) throw notFound(NOT_FOUND, 'slideshow_not_found');
    return row;
  }

  /**
   * Ensures the viewer has a row (a click may come from a page that never sent its view). Without a
   * viewer id (SPEC §7's empty body) each call counts: there is no one to count once.
   */
  async function recordOnce(shareToken: string, viewerId: string | undefined, event: OnceEvent): Promise<boolean> {
    const slideshow = await activeByToken(shareToken);
    const counter = event === 'completedAt' ? 'completionCount' : 'ctaClicks';
    if (viewerId === undefined) {
      await slideshows.increment(slideshow.id, [counter]);
      return true;
    }
    const at = nowIso();
    await slideshows.addViewer(slideshow.id, viewerId, null);
    const counted = await slideshows.markOnce(slideshow.id, viewerId, event, at);
    if (counted) await slideshows.increment(slideshow.id, [counter]);
    return counted;
  }

  return {
    /** Idempotent: the tour's active slideshow when it has one, else a new 128-bit token. */
    async create(routeId: string, caller: Caller): Promise<SlideshowLink> {
      const route = await slideshowRoute(routeId, caller);
      const existing = await slideshows.findActiveByRoute(route.id);
      if (existing) return { shareUrl: slideshowPath(existing.shareToken), shareToken: existing.shareToken };
      const shareToken = newShareCode();
      await slideshows.insert({
        id: randomUUID(),
        routeId: route.id,
        userId: route.userId ?? caller.userId,
        shareToken,
        viewCount: 0,
        uniqueViewers: 0,
        completionCount: 0,
        ctaClicks: 0,
        isActive: 1,
        createdAt: nowIso(),
        lastViewedAt: null,
      });
      return { shareUrl: slideshowPath(shareToken), shareToken };
    },

    async stats(routeId: string, caller: Caller): Promise<SlideshowStats | null> {
      const route = await ownRoute(routeId, caller);
      const row = await slideshows.findActiveByRoute(route.id);
      return row ? presentSlideshowStats(row) : null;
    },

    async view(shareToken: string): Promise<SlideshowView> {
      const slideshow = await activeByToken(shareToken);
      const route = await routes.findById(slideshow.routeId);
      if (!route) throw notFound(NOT_FOUND, 'slideshow_not_found');
      const [stories, owner] = await Promise.all([
        narrations.listByRoute(route.id),
        route.userId ? users.findById(route.userId) : undefined,
      ]);
      // A tour without an owner (a famous tour's curator gone) shows as a free creator's.
      const creatorTier = owner ? presentUser(owner).tier : 'freemium';
      return presentPublicSlideshow(shareToken, presentRoute(route), stories.map(presentNarration), creatorTier);
    },

    /**
     * A new viewer counts a view and a unique viewer; a known one a view again only after a while.
     * Without a viewer id (a client written to SPEC §7, body `{isUnique}`) every call is a view, and a
     * unique viewer when the page says so.
     */
    async recordView(shareToken: string, viewerId: string | undefined, isUnique = false): Promise<boolean> {
      const slideshow = await activeByToken(shareToken);
      const at = now();
      const atIso = at.toISOString();
      if (viewerId === undefined) {
        await slideshows.increment(slideshow.id, isUnique ? ['viewCount', 'uniqueViewers'] : ['viewCount'], atIso);
        return true;
      }
      const unique =
        (await slideshows.addViewer(slideshow.id, viewerId, atIso)) ||
        (await slideshows.markFirstView(slideshow.id, viewerId, atIso));
      if (unique) {
        await slideshows.increment(slideshow.id, ['viewCount', 'uniqueViewers'], atIso);
        return true;
      }
      const before = new Date(at.getTime() - REPEAT_VIEW_AFTER_MS).toISOString();
      if (!(await slideshows.markViewedSince(slideshow.id, viewerId, before, atIso))) return false;
      await slideshows.increment(slideshow.id, ['viewCount'], atIso);
      return true;
    },

    recordCompletion: (shareToken: string, viewerId?: string) => recordOnce(shareToken, viewerId, 'completedAt'),
    recordCtaClick: (shareToken: string, viewerId?: string) => recordOnce(shareToken, viewerId, 'ctaClickedAt'),
  };
}

export type SlideshowService = ReturnType<typeof createSlideshowService>;
