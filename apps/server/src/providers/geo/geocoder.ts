import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceFacts } from './place-facts';

/** The "geo" provider: names a position, and finds a position by name. */
export interface Geocoder {
  readonly name: string;
  /** Grounding facts for a position, in the given language; null only if nothing is within 300 km (mid-ocean). */
  reverse(lat: number, lng: number, language: LanguageCode): Promise<PlaceFacts | null>;
  /** Best match for a free-text place name ("Paris", "Sausalito, CA", "tokyo"); null when not found. */
  forward(query: string, language: LanguageCode): Promise<{ lat: number; lng: number; name: string } | null>;
}
