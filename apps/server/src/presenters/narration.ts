import type { Narration } from '@roamcast/shared/schemas/narration';
import type { NarrationRow } from '../db/repositories/narrations';
import { parseJson } from '../db/json';
import { narrationSourcesOf } from '@roamcast/shared/logic/narration-sources';

export function presentNarration(row: NarrationRow): Narration {
  const cost = parseJson<Narration['cost']>(row.cost, {
    provider: 'unknown',
    speechProvider: 'unknown',
    characters: 0,
    tokens: 0,
    estimatedCents: 0,
    sources: [],
  });
  return {
    id: row.id,
    userId: row.userId,
    theme: row.theme,
    language: row.language,
    duration: row.duration,
    title: row.title,
    location: parseJson(row.location, { lat: 0, lng: 0 }),
    narrationText: row.narrationText,
    audioUrl: row.audioUrl,
    audioDurationSeconds: row.audioDurationSeconds,
    photoUrls: parseJson(row.photoUrls, []),
    heroImageUrl: row.heroImageUrl,
    photoCount: row.photoCount,
    cost,
    placesInfo: parseJson(row.placesInfo, []),
    routeId: row.routeId,
    waypointIndex: row.waypointIndex,
    createdAt: row.createdAt,
    sources: narrationSourcesOf(cost.sources ?? []),
    aiWritten: row.aiWritten === 1,
  };
}
