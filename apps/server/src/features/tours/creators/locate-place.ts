import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Geocoder } from '../../../providers/geo/geocoder';
import { badRequest } from '../../../http/errors';

export interface LocatedPlace {
  lat: number;
  lng: number;
  /** How the place is called in the tour (the typed text when it was typed). */
  name: string;
}

/**
 * Where a tour is: the pinned coordinates when the creator sent them (Detect), named by the typed
 * text or else by reverse geocoding; otherwise the typed text geocoded (a landmark, a district, a
 * town...). Unknown text is a 400.
 */
export async function locatePlace(
  geocoder: Geocoder,
  text: string,
  coordinates: { lat: number; lng: number } | undefined,
  language: LanguageCode,
  /** A deep dive names a topic: when the text names no place, the notable place named inside it. */
  options: { inText?: boolean } = {},
): Promise<LocatedPlace> {
  if (coordinates) {
    const named = text.trim() || (await geocoder.reverse(coordinates.lat, coordinates.lng, language))?.displayName;
    return { ...coordinates, name: named || `${coordinates.lat.toFixed(4)}, ${coordinates.lng.toFixed(4)}` };
  }
  const found = await geocoder.forward(text, language, options);
  if (!found) {
    throw badRequest(`We could not find "${text}". Try a city, an address or a landmark's name.`, 'place_not_found');
  }
  return { lat: found.lat, lng: found.lng, name: text.trim() };
}
