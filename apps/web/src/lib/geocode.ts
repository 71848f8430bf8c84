import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { ForwardGeocodeResult, PlaceCandidate } from '@roamcast/shared/schemas/geocode';
import { api } from './api/api-client';
import { ApiError } from './api/api-error';
import { coordinatesLabel, type Coordinates } from './geolocation';

export type { ForwardGeocodeResult, PlaceCandidate };

interface ReverseGeocodeResult {
  lat: number;
  lng: number;
  name: string;
  placeName: string;
}

/**
 * The place name for a position, sent without credentials. A failure is logged and the bare
 * coordinates (4 decimals) stand in for the name (SPEC §7, §8).
 */
export async function reverseGeocodeName(position: Coordinates, language: LanguageCode): Promise<string> {
  try {
    const result = await api.get<ReverseGeocodeResult>('/api/geocode/reverse', {
      auth: false,
      query: { lat: position.lat, lng: position.lng, language },
    });
    return result.name || result.placeName || coordinatesLabel(position);
  } catch (error) {
    console.warn('Reverse geocoding failed; using coordinates', error);
    return coordinatesLabel(position);
  }
}

/**
 * An answer without candidates (a server from before they existed) is one clear match, so callers
 * need not ask; the type is checked, not parsed, to keep zod out of the first load.
 */
function withCandidates(found: Partial<ForwardGeocodeResult> & Pick<ForwardGeocodeResult, 'lat' | 'lng' | 'name'>) {
  const candidates = Array.isArray(found.candidates) ? found.candidates : [];
  return {
    ...found,
    kind: found.kind ?? 'address',
    clear: found.clear ?? true,
    candidates,
  } satisfies ForwardGeocodeResult;
}

/**
 * Finds an address or place name: the best match and the places the text may mean, best first.
 * The listener's position, when given, ranks the nearer of equally notable places first. Resolves
 * null when nothing matches (the server answers 404), so callers can tell "not found" from a failed
 * lookup, which rejects.
 */
export async function forwardGeocode(
  location: string,
  language: LanguageCode,
  near?: Coordinates | null,
): Promise<ForwardGeocodeResult | null> {
  try {
    const found = await api.get<ForwardGeocodeResult>('/api/geocode/forward', {
      query: { location, language, nearLat: near?.lat, nearLng: near?.lng },
    });
    return withCandidates(found);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Whether to ask "Did you mean…": the match is not clear and there is more than one place to offer. */
export function needsChoice(result: ForwardGeocodeResult): boolean {
  return !result.clear && result.candidates.length > 1;
}

/** "label, region, country", leaving out what is unknown or repeats the part before it. */
export function candidateLine(candidate: PlaceCandidate): string {
  const parts = [candidate.label, candidate.region, candidate.country].filter((part): part is string => !!part);
  return parts.filter((part, index) => part !== parts[index - 1]).join(', ');
}
