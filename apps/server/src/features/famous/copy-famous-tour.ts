import type { CopyFamousTourBody } from '@roamcast/shared/schemas/famous-copy';
import type { Route } from '@roamcast/shared/schemas/tour';
import { createRouteBodySchema, type CreateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import type { Db } from '../../db/database';
import { createRoutesRepository, type RouteRow } from '../../db/repositories/routes';
import type { Caller } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { presentRoute } from '../../presenters/route';

/** The tours feature's save (injected by the app: features do not import each other). */
export interface TourCreator {
  create(body: CreateRouteBody, caller: Caller, extras?: Partial<RouteRow>): Promise<Route>;
}

/**
 * A famous tour copied into the caller's own collection, so they can edit it (SPEC §6: famous tours
 * themselves are never edited). The copy is an ordinary tour of theirs: it counts against their tour
 * limit, with the limit message of SPEC §8, and remembers where it came from.
 */
export function createCopyFamousTour(deps: { db: Db; tours: TourCreator }) {
  const routes = createRoutesRepository(deps.db);

  return async (id: string, body: CopyFamousTourBody, caller: Caller): Promise<Route> => {
    if (body.userId && body.userId !== caller.userId) throw forbidden('You can only save tours to your own account');
    const row = await routes.findById(id);
    if (!row) throw notFound('Tour not found');
    if (row.isFamous !== 1) throw forbidden('Only famous tours can be copied', 'not_famous');
    const famous = presentRoute(row);
    const copy = createRouteBodySchema.parse({
      name: body.name ?? famous.name,
      description: famous.description ?? undefined,
      startPoint: famous.startPoint ?? undefined,
      destination: famous.destination ?? undefined,
      theme: famous.theme ?? undefined,
      pointsOfInterest: famous.pointsOfInterest,
      narrationDuration: famous.narrationDuration,
    });
    return deps.tours.create(copy, caller, {
      distance: famous.distance,
      duration: famous.duration,
      polyline: famous.polyline,
      scenicRating: famous.scenicRating,
      tags: JSON.stringify(famous.tags),
      clonedFrom: famous.id,
    });
  };
}
