import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceDetails } from '@roamcast/shared/schemas/places';
import { fetchWithRetry, UpstreamError } from './fetch-with-retry';
import { mapPlaceDetails, type GooglePlaceResult } from './map-place-details';

export const DETAILS_ENDPOINT = '/maps/api/place/details/json';
export const PHOTO_ENDPOINT = '/maps/api/place/photo';
export const NEARBY_ENDPOINT = '/maps/api/place/nearbysearch/json';
const DETAILS_FIELDS =
  'name,rating,user_ratings_total,price_level,formatted_address,opening_hours,formatted_phone_number,website,photos,reviews,geometry,types';

/** The place or photo does not exist (or its id has expired): the caller answers 404. */
export class PlaceNotFoundError extends Error {
  constructor(readonly upstreamStatus: string) {
    super(`Google Places answered ${upstreamStatus}`);
    this.name = 'PlaceNotFoundError';
  }
}

export interface FetchedPlace {
  details: PlaceDetails;
  /** Only meaningful at fetch time, so it is stored but never shown from the cache. */
  openNow: boolean | null;
  raw: GooglePlaceResult;
}

export interface PlacePhoto {
  bytes: Buffer;
  contentType: string;
}

/** One photo of a Nearby Search result; html_attributions must be shown beside it. */
export interface NearbyPlacePhoto {
  photoReference: string;
  width: number;
  height: number;
  htmlAttributions: string[];
}

/** A Nearby Search result, in Google's order (most prominent first). */
export interface NearbyPlace {
  placeId: string;
  name: string;
  lat: number | null;
  lng: number | null;
  types: string[];
  photos: NearbyPlacePhoto[];
}

/** A classic Nearby Search `results[]` entry, the fields we read. */
export interface GoogleNearbyResult {
  place_id?: string;
  name?: string;
  geometry?: { location?: { lat?: number; lng?: number } };
  types?: string[];
  photos?: Array<{ photo_reference?: string; width?: number; height?: number; html_attributions?: string[] }>;
}

export interface GooglePlacesClient {
  details(placeId: string, language: LanguageCode): Promise<FetchedPlace>;
  photo(photoReference: string, maxWidth: number): Promise<PlacePhoto>;
  /** Places within radiusMeters of a position, ranked by prominence; [] when Google finds none. */
  nearby(lat: number, lng: number, radiusMeters: number): Promise<NearbyPlace[]>;
}

export interface GooglePlacesClientOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function mapNearbyResult(result: GoogleNearbyResult): NearbyPlace | null {
  if (typeof result.place_id !== 'string' || !result.place_id) return null;
  return {
    placeId: result.place_id,
    name: typeof result.name === 'string' ? result.name : '',
    lat: finite(result.geometry?.location?.lat),
    lng: finite(result.geometry?.location?.lng),
    types: (result.types ?? []).filter((type) => typeof type === 'string'),
    photos: (result.photos ?? []).flatMap((photo) =>
      typeof photo.photo_reference === 'string' && photo.photo_reference
        ? [
            {
              photoReference: photo.photo_reference,
              width: finite(photo.width) ?? 0,
              height: finite(photo.height) ?? 0,
              htmlAttributions: (photo.html_attributions ?? []).filter((html) => typeof html === 'string'),
            },
          ]
        : [],
    ),
  };
}

/** The classic Places API (Details, Photo and Nearby Search), keyed server-side so the key never reaches the browser. */
export function createGooglePlacesClient(options: GooglePlacesClientOptions): GooglePlacesClient {
  const baseUrl = (options.baseUrl ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
  const retry = { timeoutMs: options.timeoutMs ?? 8000, retryDelayMs: options.retryDelayMs };

  return {
    async details(placeId, language) {
      const query = new URLSearchParams({ place_id: placeId, fields: DETAILS_FIELDS, language, key: options.apiKey });
      const response = await fetchWithRetry(`${baseUrl}${DETAILS_ENDPOINT}?${query}`, {}, retry);
      if (!response.ok) throw new UpstreamError(`Google Places answered HTTP ${response.status}`, response.status);
      const body = (await response.json().catch(() => {
        throw new UpstreamError('Google Places sent an unreadable answer', response.status);
      })) as { status?: string; result?: GooglePlaceResult; error_message?: string };
      if (body.status === 'NOT_FOUND' || body.status === 'ZERO_RESULTS' || body.status === 'INVALID_REQUEST')
        throw new PlaceNotFoundError(body.status);
      if (body.status !== 'OK' || !body.result)
        throw new UpstreamError(`Google Places answered ${body.status ?? 'no status'}`, response.status);
      const openNow = body.result.opening_hours?.open_now;
      return {
        details: mapPlaceDetails(placeId, body.result),
        openNow: typeof openNow === 'boolean' ? openNow : null,
        raw: body.result,
      };
    },

    async photo(photoReference, maxWidth) {
      const query = new URLSearchParams({
        maxwidth: String(maxWidth),
        photo_reference: photoReference,
        key: options.apiKey,
      });
      // Google answers with a redirect to the image host; fetch follows it.
      const response = await fetchWithRetry(`${baseUrl}${PHOTO_ENDPOINT}?${query}`, { redirect: 'follow' }, retry);
      if (response.status === 400 || response.status === 404) {
        await response.body?.cancel();
        throw new PlaceNotFoundError(`HTTP ${response.status}`);
      }
      const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      if (!response.ok || !contentType.startsWith('image/')) {
        await response.body?.cancel();
        throw new UpstreamError(`Google Places photo answered HTTP ${response.status} ${contentType}`, response.status);
      }
      const bytes = Buffer.from(
        await response.arrayBuffer().catch(() => {
          throw new UpstreamError('Google Places photo stopped mid-download', response.status);
        }),
      );
      return { bytes, contentType };
    },

    async nearby(lat, lng, radiusMeters) {
      const query = new URLSearchParams({
        location: `${lat},${lng}`,
        radius: String(Math.round(radiusMeters)),
        rankby: 'prominence',
        key: options.apiKey,
      });
      const response = await fetchWithRetry(`${baseUrl}${NEARBY_ENDPOINT}?${query}`, {}, retry);
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamError(`Google Places nearby search answered HTTP ${response.status}`, response.status);
      }
      const body = (await response.json().catch(() => {
        throw new UpstreamError('Google Places sent an unreadable answer', response.status);
      })) as { status?: string; results?: GoogleNearbyResult[] };
      if (body.status === 'ZERO_RESULTS') return [];
      if (body.status !== 'OK' || !Array.isArray(body.results))
        throw new UpstreamError(`Google Places nearby search answered ${body.status ?? 'no status'}`, response.status);
      return body.results.map(mapNearbyResult).filter((place): place is NearbyPlace => place !== null);
    },
  };
}
