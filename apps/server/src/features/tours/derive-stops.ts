import { DEFAULT_LANGUAGE, isLanguageCode } from '@roamcast/shared/catalog/languages';
import type { Location } from '@roamcast/shared/schemas/common';
import type { Narration } from '@roamcast/shared/schemas/narration';
import type { PointOfInterest } from '@roamcast/shared/schemas/tour';
import { splitSentences, stripNarrationMarkers } from '../../providers/tts/offline/split-sentences';

/** A stop card shows a teaser, not the story: long first sentences are cut at a word. */
const DESCRIPTION_MAX_CHARS = 200;

/** The opening sentence of a narration, in its own language's sentence rules. */
export function teaserOf(text: string, language: string): string {
  const bare = stripNarrationMarkers(text).replace(/\s+/g, ' ').trim();
  const first = splitSentences(bare, isLanguageCode(language) ? language : DEFAULT_LANGUAGE)[0] ?? bare;
  if (first.length <= DESCRIPTION_MAX_CHARS) return first;
  const cut = first.slice(0, DESCRIPTION_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const stopName = (narration: Narration, index: number) =>
  narration.location.name?.trim() || narration.title.trim() || `Stop ${index + 1}`;

/** A recorded journey's stops, one per narration in order: where it was heard and what it was about. */
export function deriveStops(narrations: readonly Narration[]): {
  waypoints: Location[];
  pointsOfInterest: PointOfInterest[];
} {
  const waypoints = narrations.map((narration, index) => ({
    lat: narration.location.lat,
    lng: narration.location.lng,
    name: stopName(narration, index),
  }));
  const pointsOfInterest = narrations.map((narration, index) => ({
    id: narration.id,
    name: stopName(narration, index),
    latitude: narration.location.lat,
    longitude: narration.location.lng,
    description: teaserOf(narration.narrationText, narration.language),
  }));
  return { waypoints, pointsOfInterest };
}
