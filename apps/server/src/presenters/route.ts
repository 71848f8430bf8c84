import type { Location } from '@roamcast/shared/schemas/common';
import type { PointOfInterest, Route } from '@roamcast/shared/schemas/tour';
import type { RouteRow } from '../db/repositories/routes';
import { parseJson } from '../db/json';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const list = <T>(text: string | null): T[] => {
  const value = parseJson<unknown>(text, []);
  return Array.isArray(value) ? (value as T[]) : [];
};
const RECORDED_FROM = ['live_discovery', 'manual', 'import'] as const;

/** A tour as the API presents it (routeSchema): JSON columns parsed, 0/1 flags kept as the spec has them. */
export function presentRoute(row: RouteRow): Route {
  return {
    id: row.id,
    userId: row.userId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    startPoint: row.startPoint,
    destination: row.destination,
    waypoints: list<Location>(row.waypoints),
    distance: row.distance,
    duration: row.duration,
    difficulty: row.difficulty,
    scenicRating: row.scenicRating,
    tags: list<string>(row.tags),
    narrationDuration: row.narrationDuration,
    tourGuideContent: parseJson<unknown>(row.tourGuideContent, null),
    pointsOfInterest: list<PointOfInterest>(row.pointsOfInterest),
    polyline: row.polyline,
    aiImageUrl: row.aiImageUrl,
    aiImagePrompt: row.aiImagePrompt,
    aiImagesCount: row.aiImagesCount,
    customImageUrl: row.customImageUrl,
    thumbnailUrl: row.thumbnailUrl,
    isPublic: flag(row.isPublic),
    isFeatured: flag(row.isFeatured),
    isFamous: flag(row.isFamous),
    shareCode: row.shareCode,
    sharedBy: row.sharedBy,
    downloads: row.downloads,
    clonedFrom: row.clonedFrom,
    recordedFrom: RECORDED_FROM.find((source) => source === row.recordedFrom) ?? 'manual',
    hasLiveNarrations: flag(row.hasLiveNarrations),
    photoUrls: list<string>(row.photoUrls),
    theme: row.theme,
    tourType: row.tourType,
    sourceUrl: row.sourceUrl,
    enhancementLevel: row.enhancementLevel,
    narrativeStyle: row.narrativeStyle,
    contentDepth: row.contentDepth,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
