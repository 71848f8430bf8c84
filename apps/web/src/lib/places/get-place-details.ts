import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceDetails } from '@roamcast/shared/schemas/places';
import { api } from '../api/api-client';
import { currentLanguage } from '../i18n';

/** GET /api/places/details/{placeId} (SPEC §7); visitors may call it, a token only attributes usage. */
export function getPlaceDetails(placeId: string, language: LanguageCode, signal?: AbortSignal): Promise<PlaceDetails> {
  return api.get<PlaceDetails>(`/api/places/details/${encodeURIComponent(placeId)}`, { query: { language }, signal });
}

export const placeDetailsQueryOptions = (placeId: string, language: LanguageCode) =>
  queryOptions({
    queryKey: ['places', 'details', placeId, language],
    queryFn: ({ signal }) => getPlaceDetails(placeId, language, signal),
  });

export function usePlaceDetails(placeId: string) {
  return useQuery(placeDetailsQueryOptions(placeId, currentLanguage()));
}

// Thumbnails sit two to a row on a phone; 400 px covers that at 2x without fetching full-size photos.
const PHOTO_WIDTH = 400;

/** The server proxies place photos so the maps key never reaches the page. */
export function placePhotoUrl(photoReference: string, maxWidth = PHOTO_WIDTH): string {
  return `/api/places/photo/${encodeURIComponent(photoReference)}?maxwidth=${maxWidth}`;
}
