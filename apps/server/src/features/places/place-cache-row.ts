import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceDetails, PlaceReview } from '@roamcast/shared/schemas/places';
import type { PlaceCacheRow } from '../../db/repositories/place-cache';
import { parseJson } from '../../db/json';
import type { FetchedPlace } from '../../providers/places/google-places-client';

/** rawData keeps the language too: reviews and opening hours come back translated, so a cache entry serves one language. */
interface RawData {
  language: LanguageCode;
  result: unknown;
}

export function toCacheRow(fetched: FetchedPlace, language: LanguageCode, at: string): PlaceCacheRow {
  const { details } = fetched;
  return {
    placeId: details.place_id,
    name: details.name,
    formattedAddress: details.formatted_address,
    rating: details.rating,
    userRatingsTotal: details.user_ratings_total,
    priceLevel: details.price_level,
    isOpen: fetched.openNow === null ? null : fetched.openNow ? 1 : 0,
    weekdayText: details.opening_hours ? JSON.stringify(details.opening_hours.weekday_text) : null,
    lat: details.lat,
    lng: details.lng,
    types: JSON.stringify(details.types),
    reviewSnippets: JSON.stringify(details.reviews),
    photoReferences: JSON.stringify(details.photoReferences),
    formattedPhoneNumber: details.formatted_phone_number,
    website: details.website,
    rawData: JSON.stringify({ language, result: fetched.raw } satisfies RawData),
    createdAt: at,
    updatedAt: at,
  };
}

export function fromCacheRow(row: PlaceCacheRow): { details: PlaceDetails; language: LanguageCode | null } {
  const weekdayText = parseJson<string[] | null>(row.weekdayText, null);
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    language: parseJson<Partial<RawData>>(row.rawData, {}).language ?? null,
    details: {
      place_id: row.placeId,
      name: row.name,
      rating: number(row.rating),
      user_ratings_total: number(row.userRatingsTotal),
      price_level: number(row.priceLevel),
      formatted_address: row.formattedAddress,
      opening_hours: weekdayText ? { weekday_text: weekdayText } : null,
      formatted_phone_number: row.formattedPhoneNumber,
      website: row.website,
      photoReferences: parseJson<string[]>(row.photoReferences, []),
      reviews: parseJson<PlaceReview[]>(row.reviewSnippets, []),
      types: parseJson<string[]>(row.types, []),
      lat: number(row.lat),
      lng: number(row.lng),
    },
  };
}
