import type { Narration } from '@roamcast/shared/schemas/narration';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';

const createdAt = '2026-11-23T10:00:00.000Z';

/** A narration as GET /api/narrations/{id} returns it, placed at `waypointIndex` of `routeId`. */
export function narrationFixture(overrides: Partial<Narration> & { id: string }): Narration {
  return {
    userId: 'user-1',
    theme: 'historical_facts',
    language: 'en',
    duration: 1,
    title: `Story ${overrides.id}`,
    location: { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
    narrationText: `[BEGIN NARRATION]The story of ${overrides.id}.\n\nA second paragraph.[END NARRATION]`,
    audioUrl: `/api/narrations/${overrides.id}/audio`,
    audioDurationSeconds: 60,
    photoUrls: [],
    heroImageUrl: null,
    photoCount: 0,
    cost: { provider: 'offline', speechProvider: 'offline', characters: 10, tokens: 0, estimatedCents: 0, sources: [] },
    placesInfo: [],
    routeId: null,
    waypointIndex: null,
    createdAt,
    ...overrides,
  };
}

/** A saved tour of two stops in Lisbon as GET /api/tour-maker/routes/{id} returns it. */
export function routeFixture(overrides: Partial<RouteWithNarrations> = {}): RouteWithNarrations {
  return {
    id: 'route-1',
    userId: 'user-1',
    categoryId: null,
    name: 'Belém on foot',
    description: null,
    startPoint: null,
    destination: null,
    waypoints: [
      { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
      { lat: 38.6979, lng: -9.2068, name: 'Jerónimos Monastery' },
    ],
    distance: null,
    duration: null,
    difficulty: 'easy',
    scenicRating: 5,
    tags: [],
    narrationDuration: 1,
    tourGuideContent: null,
    pointsOfInterest: [],
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
    recordedFrom: 'manual',
    hasLiveNarrations: 0,
    photoUrls: [],
    theme: 'historical_facts',
    tourType: 'ai_generated',
    sourceUrl: null,
    enhancementLevel: null,
    narrativeStyle: null,
    contentDepth: null,
    createdAt,
    updatedAt: createdAt,
    narrations: [],
    ...overrides,
  };
}
