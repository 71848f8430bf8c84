import type { PublicStopNarration, PublicTour } from '@roamcast/shared/schemas/public-tour';
import { playableStopsOf, tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { Narration } from '@roamcast/shared/schemas/narration';
import type { RouteRow } from '../../db/repositories/routes';
import type { NarrationRow } from '../../db/repositories/narrations';
import { presentNarration } from '../../presenters/narration';
import { presentRoute } from '../../presenters/route';

/** A story's public half. Listed field by field: a new private column never leaks by default. */
export function presentStopNarration(narration: Narration): PublicStopNarration {
  return {
    id: narration.id,
    title: narration.title,
    theme: narration.theme,
    language: narration.language,
    narrationText: narration.narrationText,
    audioUrl: narration.audioUrl,
    photoUrls: narration.photoUrls,
    heroImageUrl: narration.heroImageUrl,
    sources: narration.cost.sources,
    aiWritten: narration.aiWritten ?? false,
  };
}

/**
 * What a visitor sees of a shared tour (SPEC §2), from a whitelist: its name, facts, cover and
 * stops with their stories. Never the owner's id or email, their tier, or the tour's private fields.
 */
export function presentPublicTour(row: RouteRow, narrationRows: readonly NarrationRow[]): PublicTour {
  const route = presentRoute(row);
  const narrations = narrationRows.map(presentNarration);
  const byId = new Map(narrations.map((narration) => [narration.id, narration]));
  const stops = tourStopsOf(route);
  return {
    shareCode: row.shareCode ?? '',
    name: route.name,
    description: route.description,
    theme: route.theme,
    startPoint: route.startPoint,
    destination: route.destination,
    distance: route.distance,
    duration: route.duration,
    narrationDuration: route.narrationDuration,
    coverUrl: route.customImageUrl ?? route.aiImageUrl ?? route.thumbnailUrl,
    coverThumbnailUrl: route.thumbnailUrl,
    famous: route.isFamous === 1,
    stops: playableStopsOf(route, narrations).map((playable, index) => {
      const stop = stops[index]!;
      const narration = playable.narrationId ? byId.get(playable.narrationId) : undefined;
      return {
        index,
        name: stop.name,
        lat: stop.lat,
        lng: stop.lng,
        description: stop.description ?? null,
        address: stop.address ?? null,
        placeId: stop.placeId ?? null,
        theme: playable.theme,
        narration: narration ? presentStopNarration(narration) : null,
      };
    }),
  };
}
