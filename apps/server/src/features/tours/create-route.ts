import { randomUUID } from 'node:crypto';
import { ROUTE_DEFAULTS } from '@roamcast/shared/catalog/constants';
import { routeLengthOf } from '@roamcast/shared/logic/tour-length';
import type { CreateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { RouteRow } from '../../db/repositories/routes';
import { nowIso } from '../../db/json';
import { presentNarration } from '../../presenters/narration';
import { presentRoute } from '../../presenters/route';
import { deriveStops } from './derive-stops';
import { attachJourneyNarrations, resolveJourneyNarrations } from './journey-narrations';
import type { TourRepositories } from './tour-repositories';

/** A new tour row with the spec's defaults (SPEC §3, §9 route defaults). */
function newRouteRow(body: CreateRouteBody, userId: string, stops: ReturnType<typeof deriveStops> | null): RouteRow {
  const waypoints = body.waypoints ?? stops?.waypoints ?? [];
  const pointsOfInterest = body.pointsOfInterest ?? stops?.pointsOfInterest ?? [];
  const now = nowIso();
  return {
    id: randomUUID(),
    userId,
    categoryId: null,
    name: body.name,
    description: body.description ?? null,
    startPoint: body.startPoint ?? waypoints[0]?.name ?? null,
    destination: body.destination ?? waypoints.at(-1)?.name ?? null,
    waypoints: JSON.stringify(waypoints),
    distance: null,
    duration: null,
    difficulty: ROUTE_DEFAULTS.difficulty,
    scenicRating: ROUTE_DEFAULTS.scenicRating,
    tags: '[]',
    narrationDuration: body.narrationDuration ?? ROUTE_DEFAULTS.narrationDuration,
    tourGuideContent: null,
    pointsOfInterest: JSON.stringify(pointsOfInterest),
    polyline: null,
    aiImageUrl: null,
    aiImagePrompt: null,
    aiImagesCount: 0,
    customImageUrl: null,
    thumbnailUrl: null,
    isPublic: 0,
    isFeatured: 0,
    isFamous: 0,
    shareCode: null,
    sharedBy: null,
    downloads: 0,
    clonedFrom: null,
    recordedFrom: body.recordedFrom,
    // A tour built from recorded narrations has them, whatever the client forgot to say.
    hasLiveNarrations: body.hasLiveNarrations ?? (body.narrationIds.length > 0 ? 1 : 0),
    photoUrls: '[]',
    theme: body.theme ?? null,
    tourType: 'ai_generated',
    sourceUrl: null,
    enhancementLevel: null,
    narrativeStyle: null,
    contentDepth: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Distance and duration from a row's stops; none for a tour without stops. */
export function stopsLength(row: RouteRow): Pick<RouteRow, 'distance' | 'duration'> {
  const route = presentRoute(row);
  const length = routeLengthOf(route);
  return route.pointsOfInterest.length + route.waypoints.length > 0
    ? { distance: length.distance, duration: length.duration }
    : { distance: null, duration: null };
}

/**
 * Saves a tour and places its journey narrations, inside the caller's transaction. The tour
 * limit is counted again here, after the owner's row is locked, so concurrent saves cannot overshoot.
 */
export async function createRoute(
  repos: TourRepositories,
  body: CreateRouteBody,
  userId: string,
  assertUnderLimit: (current: number) => void,
  /** Fields a creator sets beyond the saved body: distance, duration, tourType, sourceUrl... */
  extras: Partial<Omit<RouteRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>> = {},
): Promise<Route> {
  await repos.routes.lockOwner(userId);
  assertUnderLimit(await repos.users.countTours(userId));
  const journey = await resolveJourneyNarrations(repos.narrations, body.narrationIds, userId);
  const stops = journey.length > 0 ? deriveStops(journey.map(presentNarration)) : null;
  const base = newRouteRow(body, userId, stops);
  // A saved journey or a hand-made tour gets its distance and duration from its stops, as every tour does.
  const row = { ...base, ...stopsLength(base), ...extras };
  await repos.routes.insert(row);
  await attachJourneyNarrations(repos.narrations, journey, userId, row.id);
  return presentRoute(row);
}
