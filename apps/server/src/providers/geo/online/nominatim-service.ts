import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { firstOf, type AddressParts, type ForwardAnswer, type GeocodingService } from './address-parts';
import { fetchJson, OnlineSourceError, userAgent } from './fetch-json';
import { createRequestQueue, type RequestQueue, type RequestQueueOptions } from './request-queue';

export const NOMINATIM_SOURCE = 'OpenStreetMap contributors via Nominatim (ODbL 1.0)';

/**
 * Nominatim's usage policy allows one request a second from the whole application, so starts are
 * 1.1 s apart: the margin keeps network jitter from bringing two requests closer than a second at
 * Nominatim's end (spaced exactly a second, they arrived 988 ms apart in CI). Every
 * Nominatim geocoder made without its own queue shares this one. A caller finding five already
 * waiting falls back to the gazetteer rather than make a listener wait five seconds. In the scale-out
 * mode a queue with these settings spaces its starts through Redis instead (shared-provider-state.ts).
 */
export const NOMINATIM_QUEUE = { name: 'nominatim', minIntervalMs: 1100, maxPending: 5 } satisfies RequestQueueOptions;
export const nominatimQueue = createRequestQueue(NOMINATIM_QUEUE);

export interface NominatimOptions {
  baseUrl: string;
  /** URL or e-mail of the operator, sent in the User-Agent as the policy asks. */
  contact?: string;
  timeoutMs: number;
  queue?: RequestQueue;
}

/** OSM has name:zh-Hans for simplified Chinese; plain zh is often traditional or mixed. */
const ACCEPT_LANGUAGE: Partial<Record<LanguageCode, string>> = { zh: 'zh-Hans,zh' };

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string>;
  error?: string;
}

export function createNominatimService(options: NominatimOptions): GeocodingService {
  const get = async (path: string, params: Record<string, string>) => {
    const url = new URL(path, options.baseUrl.replace(/\/?$/, '/'));
    url.search = new URLSearchParams({ format: 'jsonv2', ...params }).toString();
    return fetchJson(url.toString(), {
      headers: { 'user-agent': userAgent(options.contact) },
      timeoutMs: options.timeoutMs,
      queue: options.queue ?? nominatimQueue,
    });
  };
  return {
    name: 'nominatim',
    source: NOMINATIM_SOURCE,
    async reverse(lat, lng, language) {
      const body = (await get('reverse', {
        lat: String(lat),
        lon: String(lng),
        'accept-language': ACCEPT_LANGUAGE[language] ?? language,
        zoom: '14',
      })) as NominatimPlace;
      if (body.error) return null; // "Unable to geocode": open sea, no address here
      if (!body.address) throw new OnlineSourceError('nominatim: reverse answer without an address');
      return addressParts(body.address);
    },
    async forward(query, language) {
      const body = await get('search', {
        q: query,
        limit: '1',
        'accept-language': ACCEPT_LANGUAGE[language] ?? language,
      });
      if (!Array.isArray(body)) throw new OnlineSourceError('nominatim: search answer is not a list');
      const first = body[0] as NominatimPlace | undefined;
      if (!first) return null;
      return toForward(first);
    },
  };
}

function addressParts(address: Record<string, string>): AddressParts {
  return {
    locality: firstOf(address.city, address.town, address.village, address.municipality, address.hamlet),
    district: firstOf(address.suburb, address.city_district, address.borough, address.quarter, address.neighbourhood),
    region: firstOf(address.state, address.province, address.region, address.state_district),
    countryName: firstOf(address.country),
    countryCode: firstOf(address.country_code)?.toUpperCase() ?? null,
  };
}

function toForward(place: NominatimPlace): ForwardAnswer {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !place.display_name) {
    throw new OnlineSourceError('nominatim: search result without coordinates or name');
  }
  return { lat, lng, name: place.display_name };
}
