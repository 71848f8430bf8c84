import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { CreatedTour } from '@roamcast/shared/schemas/tour-creation';
import type { CreateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import type { Caller } from '../../../http/auth';
import type { createRoute } from '../create-route';
import type { ToursService } from '../service';

export interface CreationFollowUps {
  /** Starts the tour's narration batch (the player shows the stops arriving). */
  startNarrations(routeId: string, language: LanguageCode, caller: Caller): Promise<unknown>;
  /** Draws the tour's cover. */
  ensureCover(routeId: string): Promise<unknown>;
  log: { warn(details: object, message: string): void };
}

export type RouteExtras = NonNullable<Parameters<typeof createRoute>[4]>;

/**
 * Saves a made tour inside the tier limit (counted again under the owner's lock), then starts its
 * narrations as a job and draws its cover in the background. A failure to start either leaves a
 * playable tour (the player offers Generate This Stop), so it is logged rather than thrown.
 */
export async function saveCreatedTour(
  deps: { tours: Pick<ToursService, 'create'> } & CreationFollowUps,
  request: {
    body: CreateRouteBody;
    extras: RouteExtras;
    caller: Caller;
    language: LanguageCode;
    notice: string | null;
  },
): Promise<CreatedTour> {
  const route = await deps.tours.create(request.body, request.caller, request.extras);
  try {
    await deps.startNarrations(route.id, request.language, request.caller);
  } catch (error) {
    deps.log.warn({ err: error, routeId: route.id }, 'could not start the new tour’s narrations');
  }
  deps.ensureCover(route.id).catch((error: unknown) => {
    deps.log.warn({ err: error, routeId: route.id }, 'could not draw the new tour’s cover');
  });
  return { ...route, notice: request.notice };
}
