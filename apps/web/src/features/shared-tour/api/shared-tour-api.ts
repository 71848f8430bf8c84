import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PublicStopNarration, PublicTour, ShareLink } from '@roamcast/shared/schemas/public-tour';
import type { Route } from '@roamcast/shared/schemas/tour';
import { api } from '../../../lib/api/api-client';
import { listenerLanguageQuery } from '../../../lib/tours/listener-language';
import type { PageTour } from '../logic/page-tour';

/**
 * GET /api/tours/share/{shareCode}: no account needed, so no bearer header is sent either. A famous
 * tour answers with its stories in the listener's language (and has any missing ones made).
 */
export function getSharedTour(shareCode: string, signal?: AbortSignal): Promise<PublicTour> {
  return api.get<PublicTour>(`/api/tours/share/${encodeURIComponent(shareCode)}${listenerLanguageQuery()}`, {
    signal,
    auth: false,
  });
}

// Writing a story can take a while on a busy machine; its audio then streams as it is spoken.
const NARRATE_TIMEOUT_MS = 120_000;

/** A missing stop's story: a shared tour's through its code, a link-carried tour's as a plain narration. */
export function narrateStop(tour: PageTour, index: number, language: LanguageCode): Promise<PublicStopNarration> {
  if (tour.shareCode) {
    return api.post<PublicStopNarration>(
      `/api/tours/share/${encodeURIComponent(tour.shareCode)}/stops/${index}/narration`,
      { language },
      { timeoutMs: NARRATE_TIMEOUT_MS, auth: false },
    );
  }
  const stop = tour.stops[index]!;
  return api
    .post<PublicStopNarration & { cost?: { sources: string[] } }>(
      '/api/narrations',
      { theme: stop.theme.slice(0, 64), location: stop.location, language, duration: 1 },
      { timeoutMs: NARRATE_TIMEOUT_MS },
    )
    .then((narration) => ({
      id: narration.id,
      title: narration.title,
      theme: narration.theme,
      language: narration.language,
      narrationText: narration.narrationText,
      audioUrl: narration.audioUrl,
      photoUrls: narration.photoUrls,
      heroImageUrl: narration.heroImageUrl,
      sources: narration.cost?.sources ?? [],
    }));
}

/** Save (SPEC §8): the link's tour becomes the user's own (tour limit applies), then gets its share code. */
export async function saveSharedTour(tour: PageTour): Promise<string> {
  const route = await api.post<Route>('/api/tour-maker/routes', {
    name: tour.name,
    theme: tour.theme,
    recordedFrom: 'import',
    pointsOfInterest: tour.stops.map((stop, index) => ({
      name: stop.name || `Stop ${index + 1}`,
      latitude: stop.location.lat,
      longitude: stop.location.lng,
    })),
  });
  const link = await api.post<ShareLink>(`/api/tours/${route.id}/share`);
  return link.shareCode;
}
