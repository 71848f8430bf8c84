import type { Redis } from 'ioredis';
import type { ForwardGeocodeResult, PlaceCandidate } from '@roamcast/shared/schemas/geocode';
import type { Geocoder } from '../geocoder';
import { haversineKm } from '../geo-math';
import type { AddressParts, ForwardAnswer, GeocodingService } from './address-parts';
import { mergeAddress } from './merge-address';
import { SharedTtlCache, type AnswerCache } from './shared-ttl-cache';
import { TtlCache } from './ttl-cache';

export interface OnlineGeocoderOptions {
  /** How long an answer is reused; a day unless told. */
  cacheTtlMs?: number;
  cacheEntries?: number;
  /** Scale-out: the answers are also cached in Redis, under `keyPrefix`, for every process. */
  sharedCache?: { redis: () => Redis; keyPrefix: string };
  /** Told each time the service failed and the gazetteer answered instead (for the log). */
  onFallback?: (error: unknown, operation: 'reverse' | 'forward') => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** About 110 m: one walk's worth of positions shares an address lookup. */
const positionKey = (lat: number, lng: number) => `${lat.toFixed(3)},${lng.toFixed(3)}`;
const queryKey = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * An online geocoding service with the gazetteer behind it: names from the service, populations and
 * neighbours from the gazetteer; answers cached; on any failure the offline answer, so a narration
 * never waits on a service that is down.
 */
export function createOnlineGeocoder(
  service: GeocodingService,
  offline: Geocoder,
  options: OnlineGeocoderOptions = {},
): Geocoder {
  const cacheOptions = { ttlMs: options.cacheTtlMs ?? DAY_MS, maxEntries: options.cacheEntries ?? 5000 };
  const cache = <V>(operation: 'reverse' | 'forward'): AnswerCache<V> => {
    const local = new TtlCache<V>(cacheOptions);
    const shared = options.sharedCache;
    if (!shared) return local;
    const keyPrefix = `${shared.keyPrefix}:${service.name}:${operation}:`;
    return new SharedTtlCache(local, { redis: shared.redis, keyPrefix, ttlMs: cacheOptions.ttlMs });
  };
  const addresses = cache<AddressParts | null>('reverse');
  const searches = cache<ForwardAnswer | null>('forward');
  return {
    name: service.name,
    async reverse(lat, lng, language) {
      const base = await offline.reverse(lat, lng, language);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return base;
      // Where a landmark stands as the place (Stonehenge, Machu Picchu), the pack knows it better than
      // a street address does, and its own region wins (Mont-Saint-Michel is in Normandy).
      if (base?.place.featureCode === 'LANDMARK') return base;
      let parts: AddressParts | null;
      try {
        parts = await addresses.load(`${positionKey(lat, lng)}|${language}`, () => service.reverse(lat, lng, language));
      } catch (error) {
        options.onFallback?.(error, 'reverse');
        return base;
      }
      return parts ? (mergeAddress(base, parts, lat, lng, language, service.source) ?? base) : base;
    },
    async forward(query, language, forwardOptions) {
      if (!query.trim()) return null;
      const local = await offline.forward(query, language, forwardOptions);
      let answer: ForwardAnswer | null;
      try {
        answer = await searches.load(`${queryKey(query)}|${language}`, () => service.forward(query, language));
      } catch (error) {
        options.onFallback?.(error, 'forward');
        return local;
      }
      return answer ? withOfflineCandidates(answer, local) : local;
    },
  };
}

/** A place this close to the service's answer is the same place, not another meaning. */
const SAME_PLACE_KM = 30;

/**
 * The service's answer first, then the other places the offline search says the text may mean (a
 * service answers one place: "Valencia" still offers Valencia, Venezuela when it chose Spain).
 */
function withOfflineCandidates(answer: ForwardAnswer, local: ForwardGeocodeResult | null): ForwardGeocodeResult {
  const own: PlaceCandidate = {
    ...answer,
    label: answer.name.split(/[,、،]/u)[0]!.trim() || answer.name,
    kind: 'address',
  };
  const others = (local?.candidates ?? []).filter(
    (c) => haversineKm(c.lat, c.lng, answer.lat, answer.lng) >= SAME_PLACE_KM,
  );
  return {
    ...answer,
    kind: 'address',
    clear: local?.clear ?? true,
    candidates: [own, ...others].slice(0, 6),
  };
}
