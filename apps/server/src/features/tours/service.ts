import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { TIERS, type TierId } from '@roamcast/shared/catalog/tiers';
import { isLimitReached } from '@roamcast/shared/logic/limits';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { Route } from '@roamcast/shared/schemas/tour';
import type {
  CreateRouteBody,
  DeleteRouteResult,
  RouteWithNarrations,
  UpdateRouteBody,
} from '@roamcast/shared/schemas/tour-requests';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import type { Db } from '../../db/database';
import type { RouteChanges, RouteRow } from '../../db/repositories/routes';
import { nowIso, parseJson } from '../../db/json';
import type { Caller } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { storiesFor } from '../../presenters/famous-stories';
import { presentNarration } from '../../presenters/narration';
import { presentRoute } from '../../presenters/route';
import type { BlobStore } from '../../storage/blob-store';
import { createRoute, stopsLength } from './create-route';
import { matchStops, storyMoves } from './stops-follow';
import { inTransaction, tourRepositories } from './tour-repositories';

/** Where the tour limit comes from: the users feature's limits, so the count and the limit exist once. */
export interface TourLimitsSource {
  limits(userId: string): Promise<Pick<UserLimits, 'tier' | 'tours'>>;
}

/** SPEC §8 Limits wording, e.g. "You've reached your tour limit of 3 tours on the Freemium plan." */
export const tourLimitMessage = (tier: TierId, limit: number) =>
  `You've reached your tour limit of ${limit} tour${limit === 1 ? '' : 's'} on the ${TIERS[tier].name} plan.`;

/** Clients may name the account they act for; it must be the caller's own (never silently rewritten). */
function assertSelf(userId: string | null | undefined, caller: Caller, message: string): void {
  if (userId && userId !== caller.userId) throw forbidden(message);
}

function routeChanges({
  userId: _userId,
  waypoints,
  pointsOfInterest,
  tags,
  ...fields
}: UpdateRouteBody): RouteChanges {
  const given = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    ...(Object.fromEntries(given) as RouteChanges),
    ...(waypoints && { waypoints: JSON.stringify(waypoints) }),
    ...(pointsOfInterest && { pointsOfInterest: JSON.stringify(pointsOfInterest) }),
    ...(tags && { tags: JSON.stringify(tags) }),
    updatedAt: nowIso(),
  };
}

/**
 * Tours (the routes table). Owners do everything; anyone may read a public, famous or shared tour.
 * Someone else's private tour answers 403, as the narrations feature does for narrations.
 */
export function createToursService(deps: { db: Db; users: TourLimitsSource; blobs?: BlobStore }) {
  const repos = tourRepositories(deps.db);

  /** Who may read a tour by its id: anyone when it is public, famous or shared; else its owner only. */
  const readable = (row: RouteRow, caller: Caller | null) =>
    row.isPublic === 1 || row.isFamous === 1 || row.shareCode !== null || row.userId === caller?.userId;

  /** The tour as `caller` sees it: `clonedFrom` only when they may read the original (issue 23). */
  async function presentFor(row: RouteRow, caller: Caller | null): Promise<Route> {
    const route = presentRoute(row);
    if (!route.clonedFrom) return route;
    const original = await repos.routes.findById(route.clonedFrom);
    return original && readable(original, caller) ? route : { ...route, clonedFrom: null };
  }

  /**
   * `isPublic: 0` stops sharing (issue 23): the share code is dropped (its link answers 404; sharing
   * again makes a new one), the tour's slideshow links are switched off and its postcards unshared.
   */
  async function stopSharing(id: string): Promise<void> {
    await deps.db.updateTable('tourSlideshows').set({ isActive: 0 }).where('routeId', '=', id).execute();
    await deps.db.updateTable('postcardImages').set({ isPublic: 0 }).where('routeId', '=', id).execute();
  }

  /** The blob keys of a tour's postcards: the PNG, its web preview, the spoken message and the video. */
  async function postcardBlobsOf(routeId: string): Promise<string[]> {
    const blobs = deps.blobs;
    if (!blobs) return [];
    const rows = await deps.db
      .selectFrom('postcardImages')
      .select(['imageUrl', 'audioUrl', 'videoUrl', 'tourSnapshot'])
      .where('routeId', '=', routeId)
      .execute();
    return rows.flatMap((row) => {
      const preview = parseJson<{ previewUrl?: string }>(row.tourSnapshot, {}).previewUrl;
      return [row.imageUrl, row.audioUrl, row.videoUrl, preview]
        .map((url) => blobs.keyOf(url))
        .filter((key): key is string => key !== null);
    });
  }

  async function ownRoute(id: string, caller: Caller): Promise<RouteRow> {
    const row = await repos.routes.findById(id);
    if (!row) throw notFound('Tour not found');
    if (row.userId !== caller.userId) throw forbidden('This tour belongs to another account');
    return row;
  }

  return {
    async create(body: CreateRouteBody, caller: Caller, extras?: Parameters<typeof createRoute>[4]): Promise<Route> {
      assertSelf(body.userId, caller, 'You can only save tours to your own account');
      const { tier, tours } = await deps.users.limits(caller.userId);
      const assertUnderLimit = (current: number) => {
        if (isLimitReached(current, tours.limit)) {
          throw forbidden(tourLimitMessage(tier, tours.limit), 'tour_limit_reached');
        }
      };
      assertUnderLimit(tours.current);
      return inTransaction(deps.db, (trx) => createRoute(trx, body, caller.userId, assertUnderLimit, extras));
    },

    async list(userId: string | undefined, caller: Caller): Promise<Route[]> {
      assertSelf(userId, caller, 'You can only list your own tours');
      const rows = await repos.routes.listByUser(caller.userId);
      return Promise.all(rows.map((row) => presentFor(row, caller)));
    },

    /** `language`: which of a famous tour's story sets (one per language) comes with it; others have one. */
    async get(id: string, caller: Caller | null, language?: LanguageCode): Promise<RouteWithNarrations> {
      const row = await repos.routes.findById(id);
      if (!row) throw notFound('Tour not found');
      if (!readable(row, caller)) throw forbidden('This tour belongs to another account');
      const narrations = storiesFor(row, await repos.narrations.listByRoute(id), language);
      return { ...(await presentFor(row, caller)), narrations: narrations.map(presentNarration) };
    },

    async update(id: string, body: UpdateRouteBody, caller: Caller): Promise<Route> {
      assertSelf(body.userId, caller, 'You can only change your own tours');
      const row = await ownRoute(id, caller);
      const changes = routeChanges(body);
      if (changes.isPublic === 0) {
        changes.shareCode = null;
        await stopSharing(id);
      }
      if (!body.waypoints && !body.pointsOfInterest) {
        await repos.routes.update(id, changes);
        return presentFor({ ...row, ...changes }, caller);
      }
      // New stops (issue 24): each story follows its stop, a removed stop's story leaves the tour
      // (kept by its owner), and the distance and duration are measured again unless sent.
      const edited = { ...row, ...changes };
      const length = stopsLength(edited);
      if (body.distance === undefined) changes.distance = length.distance;
      if (body.duration === undefined) changes.duration = length.duration;
      // The drawn line went through the old stops.
      changes.polyline = null;
      const moved = matchStops(tourStopsOf(presentRoute(row)), tourStopsOf(presentRoute(edited)));
      await inTransaction(deps.db, async (trx) => {
        const moves = storyMoves(await trx.narrations.listByRoute(id), moved);
        for (const move of moves) {
          await trx.narrations.update(move.id, {
            routeId: move.waypointIndex === null ? null : id,
            waypointIndex: move.waypointIndex,
          });
        }
        await trx.routes.update(id, changes);
      });
      return presentFor({ ...row, ...changes }, caller);
    },

    /** The tour goes; its narrations stay with their owner, unplaced, so no story or audio is lost. */
    async remove(id: string, caller: Caller): Promise<DeleteRouteResult> {
      await ownRoute(id, caller);
      const postcardFiles = await postcardBlobsOf(id);
      const result = await inTransaction(deps.db, async (trx) => {
        const detachedNarrations = await trx.narrations.detachFromRoute(id);
        await trx.routes.delete(id);
        return { id, detachedNarrations };
      });
      // Its postcards' rows went with it (cascade); their picture, preview, voice and video go too (issue 23).
      if (deps.blobs && postcardFiles.length > 0) await deps.blobs.remove(postcardFiles);
      return result;
    },
  };
}

export type ToursService = ReturnType<typeof createToursService>;
