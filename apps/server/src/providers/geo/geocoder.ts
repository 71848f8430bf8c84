import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { ForwardGeocodeResult } from '@roamcast/shared/schemas/geocode';
import type { PlaceFacts } from './place-facts';

export interface ForwardOptions {
  /** The listener's position, or the other stops of a route: among equally notable places, the nearer. */
  near?: { lat: number; lng: number };
  /**
   * When the whole text names nothing, find a notable place named inside it ("the 1755 earthquake of
   * Lisbon", "Roman emperors in Trier"): a deep dive's topic.
   */
  inText?: boolean;
}

/** The "geo" provider: names a position, and finds a position by name. */
export interface Geocoder {
  readonly name: string;
  /** Grounding facts for a position, in the given language; null only if nothing is within 300 km (mid-ocean). */
  reverse(lat: number, lng: number, language: LanguageCode): Promise<PlaceFacts | null>;
  /**
   * The best match for a free-text place name ("Paris", "Sausalito, CA", "Eiffel Tower, Paris",
   * "東京") and the other places it may mean, best first; null when nothing is found.
   */
  forward(query: string, language: LanguageCode, options?: ForwardOptions): Promise<ForwardGeocodeResult | null>;
}
