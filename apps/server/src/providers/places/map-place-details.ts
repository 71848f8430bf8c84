import type { PlaceDetails } from '@roamcast/shared/schemas/places';

/** The fields of a classic Place Details `result` that we ask for. */
export interface GooglePlaceResult {
  name?: string;
  rating?: number;
  user_ratings_total?: number;
  price_level?: number;
  formatted_address?: string;
  opening_hours?: { open_now?: boolean; weekday_text?: string[] };
  formatted_phone_number?: string;
  website?: string;
  photos?: Array<{ photo_reference?: string; width?: number; height?: number }>;
  reviews?: Array<{ author_name?: string; rating?: number; text?: string; relative_time_description?: string }>;
  geometry?: { location?: { lat?: number; lng?: number } };
  types?: string[];
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Google's answer as the place details modal shows it (SPEC §3); missing fields become null or []. */
export function mapPlaceDetails(placeId: string, result: GooglePlaceResult): PlaceDetails {
  const weekdayText = result.opening_hours?.weekday_text?.filter((line) => typeof line === 'string');
  return {
    place_id: placeId,
    name: textOrNull(result.name),
    rating: numberOrNull(result.rating),
    user_ratings_total: numberOrNull(result.user_ratings_total),
    price_level: numberOrNull(result.price_level),
    formatted_address: textOrNull(result.formatted_address),
    opening_hours: weekdayText ? { weekday_text: weekdayText } : null,
    formatted_phone_number: textOrNull(result.formatted_phone_number),
    website: textOrNull(result.website),
    photoReferences: (result.photos ?? [])
      .map((photo) => photo.photo_reference)
      .filter((reference): reference is string => typeof reference === 'string' && reference.length > 0),
    reviews: (result.reviews ?? []).map((review) => ({
      author_name: review.author_name ?? 'A visitor',
      rating: numberOrNull(review.rating),
      text: review.text ?? '',
      relative_time_description: review.relative_time_description ?? '',
    })),
    types: (result.types ?? []).filter((type) => typeof type === 'string'),
    lat: numberOrNull(result.geometry?.location?.lat),
    lng: numberOrNull(result.geometry?.location?.lng),
  };
}
