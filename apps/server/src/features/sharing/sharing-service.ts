import { NARRATION_DURATIONS } from '@roamcast/shared/catalog/constants';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { GenerateNarrationBody, Narration } from '@roamcast/shared/schemas/narration';
import type { PublicStopNarration, PublicTour, SavedTour, ShareLink } from '@roamcast/shared/schemas/public-tour';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { CreateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import type { Db } from '../../db/database';
import { createNarrationsRepository } from '../../db/repositories/narrations';
import { createRoutesRepository } from '../../db/repositories/routes';
import type { Caller } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { newShareCode } from '../../lib/share-code';
import { storiesFor } from '../../presenters/famous-stories';
import { presentPublicTour, presentStopNarration } from './present-public-tour';
import { createSharingRepository } from './sharing-repository';

/** SPEC §8: the shared page's not-found state, also the API's word for an unknown code. */
export const TOUR_NOT_FOUND = 'Tour Not Found';

export const shareUrlFor = (shareCode: string) => `/tour/${shareCode}`;

interface Deps {
  db: Db;
  /** The narrations feature: writes a story for nobody's account (no quota counted). */
  narrate(body: GenerateNarrationBody, caller: null): Promise<Narration>;
  /** The tours feature: saves a tour for the caller, within their tour limit (SPEC §8 limit message). */
  createTour(body: CreateRouteBody, caller: Caller): Promise<Route>;
  /**
   * Starts (or joins) a famous tour's one batch in a language, whose stories every listener of it
   * shares (the tours feature's Generate All, injected by the app).
   */
  makeFamousStories?(routeId: string, language: LanguageCode | undefined): Promise<unknown>;
}

/** Share links (SPEC §2, §6, §7): codes, the visitor's view of a tour, and saving as a tour. */
export function createSharingService({ db, narrate, createTour, makeFamousStories }: Deps) {
  const routes = createRoutesRepository(db);
  const narrations = createNarrationsRepository(db);
  const sharing = createSharingRepository(db);

  async function sharedRoute(shareCode: string) {
    const row = await routes.findByShareCode(shareCode);
    if (!row) throw notFound(TOUR_NOT_FOUND, 'tour_not_found');
    return row;
  }

  return {
    /** The tour's share code, made on first share for a tour saved before codes were given at creation. */
    async share(routeId: string, caller: Caller): Promise<ShareLink> {
      const row = await routes.findById(routeId);
      if (!row) throw notFound('Tour not found');
      // Famous tours are everyone's to share (issue: famous tours), with their curated codes.
      if (row.userId !== caller.userId && row.isFamous !== 1) throw forbidden('You can only share your own tours');
      if (!row.shareCode) await sharing.assignShareCode(routeId, newShareCode());
      const shareCode = row.shareCode ?? (await routes.findById(routeId))!.shareCode!;
      return { shareCode, shareUrl: shareUrlFor(shareCode) };
    },

    /**
     * The visitor's view. A famous tour answers with its stories in `language` (English when not
     * given); a stop still without one has them made now, once for every listener of the language.
     */
    async publicTour(shareCode: string, language?: LanguageCode): Promise<PublicTour> {
      const row = await sharedRoute(shareCode);
      const tour = presentPublicTour(row, storiesFor(row, await narrations.listByRoute(row.id), language));
      if (tour.famous && makeFamousStories && tour.stops.some((stop) => !stop.narration?.audioUrl)) {
        // Reading the page must not fail for it: a full queue (429) only means the stories come later.
        await makeFamousStories(row.id, language).catch(() => undefined);
      }
      return tour;
    },

    /**
     * A visitor's story for a stop that has none yet (live mode reached it, or Play asked): written
     * for nobody's account, so it counts against no quota; the route is rate limited per address.
     * The owner's tour is left as it is; the narration cache serves the next visitor.
     */
    async narrateStop(shareCode: string, index: number, language: LanguageCode): Promise<PublicStopNarration> {
      const tour = await this.publicTour(shareCode, language);
      const stop = tour.stops[index];
      if (!stop) throw notFound('This tour has no such stop', 'stop_not_found');
      if (stop.narration?.audioUrl) return stop.narration;
      const duration = NARRATION_DURATIONS.find((minutes) => minutes === tour.narrationDuration) ?? 1;
      const narration = await narrate(
        {
          theme: stop.theme,
          location: { lat: stop.lat, lng: stop.lng, name: stop.name },
          language,
          duration,
          part: 0,
        },
        null,
      );
      return presentStopNarration(narration);
    },

    /** SPEC §6 Save-as-tour: one narration becomes a one-stop tour of the caller's, with its share code. */
    async saveAsTour(narrationId: string, name: string, caller: Caller): Promise<SavedTour> {
      const narration = await narrations.findById(narrationId);
      if (!narration) throw notFound('Narration not found');
      if (narration.userId !== null && narration.userId !== caller.userId) {
        throw forbidden('This narration belongs to another account');
      }
      const route = await createTour(
        { name, recordedFrom: 'live_discovery', hasLiveNarrations: 1, narrationIds: [narrationId] },
        caller,
      );
      const { shareCode } = route.shareCode ? { shareCode: route.shareCode } : await this.share(route.id, caller);
      return { id: route.id, shareCode, shareUrl: shareUrlFor(shareCode) };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
