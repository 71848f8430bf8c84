import { POSTCARD_HIGHLIGHTS } from '@roamcast/shared/catalog/constants';
import type { FamousTour } from '@roamcast/shared/schemas/tour';
import type { RouteRow } from '../../db/repositories/routes';
import { presentRoute } from '../../presenters/route';
import type { FamousGuide } from './famous-tour-row';

/** Drops nulls: the famous-tour card treats a missing field and an empty one alike. */
const present = <T>(value: T | null): T | undefined => value ?? undefined;

/** The curated subtitle and highlights a seeded tour keeps in its guide content, when it has them. */
function curatedGuide(content: unknown): Partial<FamousGuide['famous']> {
  if (typeof content !== 'object' || content === null) return {};
  const famous = (content as Partial<FamousGuide>).famous;
  return typeof famous === 'object' && famous !== null ? famous : {};
}

/**
 * A famous route as the Famous Tours grid shows it (SPEC §3 Famous tour): stops is the number of
 * points of interest; highlights are the curated ones, else the first 3 stop names (SPEC §9).
 */
export function presentFamousTour(row: RouteRow): FamousTour {
  const route = presentRoute(row);
  const guide = curatedGuide(route.tourGuideContent);
  return {
    id: route.id,
    name: route.name,
    subtitle: typeof guide.subtitle === 'string' ? guide.subtitle : undefined,
    description: present(route.description),
    startPoint: present(route.startPoint),
    destination: present(route.destination),
    distance: present(route.distance),
    duration: present(route.duration),
    scenicRating: route.scenicRating,
    stops: route.pointsOfInterest.length,
    // Every curated tour has a share code; one added by hand without it is still reachable by its id.
    shareCode: route.shareCode ?? route.id,
    aiImageUrl: route.aiImageUrl,
    customImageUrl: route.customImageUrl,
    thumbnailUrl: route.thumbnailUrl,
    tags: route.tags,
    highlights: Array.isArray(guide.highlights)
      ? guide.highlights
      : route.pointsOfInterest.slice(0, POSTCARD_HIGHLIGHTS).map((poi) => poi.name),
    photoUrls: route.photoUrls,
  };
}
