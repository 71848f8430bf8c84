import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { api } from './api/api-client';
import { ApiError } from './api/api-error';
import { coordinatesLabel, type Coordinates } from './geolocation';

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

export interface GeocodedPlace {
  lat: number;
  lng: number;
  name: string;
}

/**
 * Finds an address or place name. Resolves null when nothing matches (the server answers 404),
 * so callers can tell "not found" from a failed lookup, which rejects.
 */
export async function forwardGeocode(location: string, language: LanguageCode): Promise<GeocodedPlace | null> {
  try {
    return await api.get<GeocodedPlace>('/api/geocode/forward', { query: { location, language } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
