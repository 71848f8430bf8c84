import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/** A place that could be a stop of a tour, as one source knows it. */
export interface StopCandidate {
  name: string;
  lat: number;
  lng: number;
  description?: string;
  address?: string;
  /** An id the place has at its source (osm:node/123, wikipedia:en:Title, wikidata:Q243, geonames:123). */
  placeId?: string;
  /** Which source said so, for the tour's notes. */
  source: string;
  /** How notable and how fitting for the theme, 0-1; ties go to the nearer place. */
  score: number;
}

export interface StopSearch {
  lat: number;
  lng: number;
  /** How far from the centre a stop may be. */
  radiusMeters: number;
  /** A creator preset or narration theme id, or free text; decides which kinds of place fit. */
  theme: string;
  language: LanguageCode;
  /** How many stops the tour wants. */
  count: number;
}

/** One place-finding source; `find` never invents a place: every candidate is something the source holds. */
export interface StopSource {
  readonly name: string;
  /** Its places may be wrong (a language model's): kept only when confirmed by another source or the geocoder. */
  readonly needsConfirmation?: boolean;
  /** Its places only fill a tour the other sources leave short (the offline pack when online sources answer). */
  readonly fillsGaps?: boolean;
  find(search: StopSearch): Promise<StopCandidate[]>;
}
