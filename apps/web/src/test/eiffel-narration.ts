import type { Narration } from '@roamcast/shared/schemas/narration';

/**
 * A stored story at the Eiffel Tower with one source and no audio, as the API returns it; `aiWritten`
 * is left out (a story saved before it was recorded), so a test sets it to what it checks.
 */
export function eiffelNarration(overrides: Partial<Narration> = {}): Narration {
  return {
    id: 'n-1',
    userId: null,
    theme: 'historical_facts',
    language: 'en',
    duration: 1,
    title: 'The iron lady',
    location: { lat: 48.8584, lng: 2.2945, name: 'Eiffel Tower' },
    narrationText: 'You are standing at the foot of the Eiffel Tower.',
    audioUrl: null,
    audioDurationSeconds: null,
    photoUrls: [],
    heroImageUrl: null,
    photoCount: 0,
    cost: {
      provider: 'anthropic:claude-sonnet-5',
      speechProvider: 'espeak-ng',
      characters: 50,
      tokens: 0,
      estimatedCents: 0,
      sources: [],
    },
    placesInfo: [],
    routeId: null,
    waypointIndex: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    sources: [{ name: 'Wikipedia (en): Eiffel Tower', url: 'https://en.wikipedia.org/wiki/Eiffel_Tower' }],
    ...overrides,
  };
}
