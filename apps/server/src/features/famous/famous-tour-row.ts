import { encodePolyline } from '@roamcast/shared/logic/polyline';
import type { PointOfInterest } from '@roamcast/shared/schemas/tour';
import type { RouteRow } from '../../db/repositories/routes';
import type { FamousTourFile } from './famous-tour-file';

/** What a famous tour keeps beside the route columns (the spec's routes table has no subtitle or highlights). */
export interface FamousGuide {
  famous: { subtitle: string; highlights: string[]; sources: FamousTourFile['sources'] };
}

/** Curated tours are listed in their file order: their creation times are one second apart from this instant. */
const CURATED_AT = Date.UTC(2026, 0, 1);

/** The route row of a famous tour file: stops as points of interest, the road as an encoded polyline. */
export function famousTourRow(tour: FamousTourFile, ownerId: string, updatedAt: string): RouteRow {
  const pointsOfInterest: PointOfInterest[] = tour.stops.map((stop) => ({
    id: `${tour.shareCode}-${stop.order}`,
    name: stop.name,
    latitude: stop.lat,
    longitude: stop.lng,
    description: stop.description,
  }));
  const guide: FamousGuide = {
    famous: { subtitle: tour.subtitle, highlights: tour.highlights, sources: tour.sources },
  };
  return {
    id: tour.id,
    userId: ownerId,
    categoryId: null,
    name: tour.name,
    description: tour.description,
    startPoint: tour.startPoint,
    destination: tour.destination,
    waypoints: '[]',
    distance: tour.distanceMiles,
    duration: tour.durationMinutes,
    difficulty: 'easy',
    scenicRating: tour.scenicRating,
    tags: JSON.stringify(tour.tags),
    narrationDuration: 1,
    tourGuideContent: JSON.stringify(guide),
    pointsOfInterest: JSON.stringify(pointsOfInterest),
    polyline: encodePolyline(tour.polyline),
    aiImageUrl: null,
    aiImagePrompt: null,
    aiImagesCount: 0,
    customImageUrl: null,
    thumbnailUrl: null,
    isPublic: 1,
    isFeatured: 1,
    isFamous: 1,
    shareCode: tour.shareCode,
    sharedBy: null,
    downloads: 0,
    clonedFrom: null,
    recordedFrom: 'manual',
    hasLiveNarrations: 0,
    photoUrls: '[]',
    theme: tour.theme,
    tourType: 'famous',
    sourceUrl: null,
    enhancementLevel: null,
    narrativeStyle: null,
    contentDepth: null,
    createdAt: new Date(CURATED_AT + (tour.position - 1) * 1000).toISOString(),
    updatedAt,
  };
}
