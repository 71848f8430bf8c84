import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { AddressParts, GeocodingService } from './address-parts';
import { fetchJson, OnlineSourceError, userAgent } from './fetch-json';

export const GOOGLE_SOURCE = 'Google Geocoding API';

export interface GoogleGeocodingOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  contact?: string;
}

/** Google reads "zh" as traditional Chinese; the narration's Chinese is simplified. */
const LANGUAGE: Partial<Record<LanguageCode, string>> = { zh: 'zh-CN' };

interface Component {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GeocodeResult {
  formatted_address?: string;
  geometry?: { location?: { lat: number; lng: number } };
  address_components?: Component[];
}

interface GeocodeResponse {
  status?: string;
  error_message?: string;
  results?: GeocodeResult[];
}

export function createGoogleGeocodingService(options: GoogleGeocodingOptions): GeocodingService {
  const get = async (params: Record<string, string>, language: LanguageCode): Promise<GeocodeResult[]> => {
    const url = new URL('maps/api/geocode/json', options.baseUrl.replace(/\/?$/, '/'));
    url.search = new URLSearchParams({
      ...params,
      language: LANGUAGE[language] ?? language,
      key: options.apiKey,
    }).toString();
    const body = (await fetchJson(url.toString(), {
      headers: { 'user-agent': userAgent(options.contact) },
      timeoutMs: options.timeoutMs,
    })) as GeocodeResponse;
    if (body.status === 'ZERO_RESULTS') return [];
    // OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR arrive with HTTP 200.
    if (body.status !== 'OK' || !Array.isArray(body.results)) {
      throw new OnlineSourceError(`google geocoding: ${body.status ?? 'no status'} ${body.error_message ?? ''}`.trim());
    }
    return body.results;
  };
  return {
    name: 'google',
    source: GOOGLE_SOURCE,
    async reverse(lat, lng, language) {
      const results = await get({ latlng: `${lat},${lng}` }, language);
      return results.length ? addressParts(results) : null;
    },
    async forward(query, language) {
      const [first] = await get({ address: query }, language);
      const location = first?.geometry?.location;
      if (!first || !location || !first.formatted_address) return null;
      return { lat: location.lat, lng: location.lng, name: first.formatted_address };
    },
  };
}

/** Results run from the most exact (a street address) to the country; each part comes from the first that has it. */
function addressParts(results: GeocodeResult[]): AddressParts {
  const components = results.flatMap((r) => r.address_components ?? []);
  const find = (...types: string[]) => {
    for (const type of types) {
      const match = components.find((c) => c.types.includes(type));
      if (match) return match;
    }
    return undefined;
  };
  const country = find('country');
  return {
    locality: find('locality', 'postal_town', 'administrative_area_level_3')?.long_name ?? null,
    district: find('sublocality_level_1', 'sublocality', 'neighborhood')?.long_name ?? null,
    region: find('administrative_area_level_1')?.long_name ?? null,
    countryName: country?.long_name ?? null,
    countryCode: country?.short_name.toUpperCase() ?? null,
  };
}
