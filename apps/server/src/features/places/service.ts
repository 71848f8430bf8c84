import { createHash } from 'node:crypto';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { MapsEmbedBody, PlaceDetails } from '@roamcast/shared/schemas/places';
import type { GoogleApiUsageRepository } from '../../db/repositories/google-api-usage';
import type { PlaceCacheRepository } from '../../db/repositories/place-cache';
import { AppError, notFound, serviceUnavailable } from '../../http/errors';
import type { PlacesProvider } from '../../providers/places/create-places-from-env';
import { UpstreamError } from '../../providers/places/fetch-with-retry';
import { DETAILS_ENDPOINT, PHOTO_ENDPOINT, PlaceNotFoundError } from '../../providers/places/google-places-client';
import type { BlobStore } from '../../storage/blob-store';
import { buildEmbedUrl } from './embed-url';
import { fromCacheRow, toCacheRow } from './place-cache-row';

/** Google's list prices per call, in cents (Place Details with contact and atmosphere fields; Place Photo). */
export const DETAILS_COST_CENTS = 1.7;
export const PHOTO_COST_CENTS = 0.7;

const PHOTO_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export type PhotoAnswer =
  | { kind: 'bytes'; bytes: Buffer; contentType: string }
  /** Already in the blob store: the browser fetches it from there, and we pay nothing. */
  | { kind: 'redirect'; url: string };

export interface PlacesServiceDeps {
  places: PlacesProvider;
  placeCache: PlaceCacheRepository;
  usage: GoogleApiUsageRepository;
  blobs: BlobStore;
  now?: () => Date;
}

const upstreamDown = (what: string) =>
  new AppError(502, 'places_unavailable', `${what} are unavailable right now. Please try again.`);

export function createPlacesService(deps: PlacesServiceDeps) {
  const { places, placeCache, usage, blobs } = deps;
  const now = deps.now ?? (() => new Date());

  function requireClient(what: string) {
    if (!places.client)
      throw serviceUnavailable(`${what} need a Google Places API key (PLACES_API_KEY)`, 'places_key_missing');
    return places.client;
  }

  async function findPhotoBlob(base: string): Promise<string | null> {
    for (const extension of Object.values(PHOTO_TYPES)) {
      if (await blobs.exists(`${base}.${extension}`)) return `${base}.${extension}`;
    }
    return null;
  }

  return {
    /** Fresh cache first; else Google, then the cache; if Google is down, an older copy beats an error. */
    async details(placeId: string, language: LanguageCode, userId: string | null): Promise<PlaceDetails> {
      const row = await placeCache.find(placeId);
      const cached = row ? fromCacheRow(row) : null;
      const log = (cost: number, hit: boolean, place: PlaceDetails | null, metadata?: Record<string, unknown>) =>
        usage.log({
          apiType: 'places_details',
          endpoint: DETAILS_ENDPOINT,
          estimatedCost: cost,
          cacheHit: hit,
          resultsReturned: place ? 1 : 0,
          userId,
          location: place?.lat != null ? `${place.lat},${place.lng}` : null,
          metadata: { placeId, language, ...metadata },
        });
      const age = row ? now().getTime() - Date.parse(row.updatedAt) : Infinity;
      if (cached && cached.language === language && age < places.cacheTtlMs) {
        await log(0, true, cached.details);
        return cached.details;
      }
      const client = requireClient('Place details');
      try {
        const fetched = await client.details(placeId, language);
        await placeCache.upsert(toCacheRow(fetched, language, now().toISOString()));
        await log(DETAILS_COST_CENTS, false, fetched.details);
        return fetched.details;
      } catch (error) {
        if (error instanceof PlaceNotFoundError) {
          await log(DETAILS_COST_CENTS, false, null, { status: error.upstreamStatus });
          throw notFound('Place not found', 'place_not_found');
        }
        if (!(error instanceof UpstreamError)) throw error;
        if (cached) {
          await log(0, true, cached.details, { stale: true, upstream: error.message });
          return cached.details;
        }
        await log(0, false, null, { upstream: error.message });
        throw upstreamDown('Place details');
      }
    },

    async photo(photoReference: string, maxWidth: number, userId: string | null): Promise<PhotoAnswer> {
      const base = `places/photos/${createHash('sha1').update(`${photoReference}:${maxWidth}`).digest('hex')}`;
      const log = (cost: number, hit: boolean, results: number, metadata?: Record<string, unknown>) =>
        usage.log({
          apiType: 'places_photo',
          endpoint: PHOTO_ENDPOINT,
          estimatedCost: cost,
          cacheHit: hit,
          resultsReturned: results,
          userId,
          metadata: { maxWidth, ...metadata },
        });
      const stored = await findPhotoBlob(base);
      if (stored) {
        await log(0, true, 1);
        return { kind: 'redirect', url: blobs.urlFor(stored) };
      }
      const client = requireClient('Place photos');
      try {
        const photo = await client.photo(photoReference, maxWidth);
        const extension = PHOTO_TYPES[photo.contentType];
        // An unusual image type is still shown, just not cached under a misleading extension.
        // A photo that cannot be cached (storage full) is still shown; the store logs the failure.
        if (extension) await blobs.put(`${base}.${extension}`, photo.bytes, photo.contentType).catch(() => undefined);
        await log(PHOTO_COST_CENTS, false, 1, { bytes: photo.bytes.length, contentType: photo.contentType });
        return { kind: 'bytes', ...photo };
      } catch (error) {
        if (error instanceof PlaceNotFoundError) {
          await log(PHOTO_COST_CENTS, false, 0, { status: error.upstreamStatus });
          throw notFound('Photo not found', 'photo_not_found');
        }
        if (!(error instanceof UpstreamError)) throw error;
        await log(0, false, 0, { upstream: error.message });
        throw upstreamDown('Place photos');
      }
    },

    /** The browser maps key; null tells the web app to use OpenStreetMap tiles. */
    mapsKey(): string | null {
      return places.browserKey;
    },

    embedUrl(body: MapsEmbedBody): string {
      return buildEmbedUrl(body, places.browserKey);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
