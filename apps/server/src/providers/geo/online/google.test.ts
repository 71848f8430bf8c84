import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoderFromEnv } from '../create-geo';
import { createOfflineGeocoder } from '../offline-geocoder';
import { GOOGLE_SOURCE } from './google-service';
import { json, startStandIn, text, type StandIn } from '../../../../test/stand-ins/web-api';

/** Geocoding API answers as Google sends them (trimmed to the fields the adapter reads and a few more). */
const component = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });
const REVERSE_SAUSALITO = {
  plus_code: { compound_code: 'VG5M+JR Sausalito, CA, USA', global_code: '849VVG5M+JR' },
  results: [
    {
      address_components: [
        component('29', '29', 'street_number'),
        component('Bridgeway', 'Bridgeway', 'route'),
        component('Sausalito', 'Sausalito', 'locality', 'political'),
        component('Marin County', 'Marin County', 'administrative_area_level_2', 'political'),
        component('California', 'CA', 'administrative_area_level_1', 'political'),
        component('United States', 'US', 'country', 'political'),
        component('94965', '94965', 'postal_code'),
      ],
      formatted_address: '29 Bridgeway, Sausalito, CA 94965, USA',
      geometry: { location: { lat: 37.8590962, lng: -122.4852559 }, location_type: 'ROOFTOP' },
      place_id: 'ChIJ-Test',
      types: ['street_address'],
    },
  ],
  status: 'OK',
};
const FORWARD_SAUSALITO = {
  results: [
    {
      address_components: [component('Sausalito', 'Sausalito', 'locality', 'political')],
      formatted_address: 'Sausalito, CA 94965, USA',
      geometry: { location: { lat: 37.8590937, lng: -122.4852507 }, location_type: 'APPROXIMATE' },
      place_id: 'ChIJ-Sausalito',
      types: ['locality', 'political'],
    },
  ],
  status: 'OK',
};

const offline = createOfflineGeocoder();
let standIn: StandIn;
let mode: 'answer' | 'denied' | 'unavailable' | 'stall' = 'answer';

beforeAll(async () => {
  standIn = await startStandIn((request, response) => {
    if (mode === 'stall') return;
    if (mode === 'unavailable') return text(response, 'Service Unavailable', 503);
    if (mode === 'denied') {
      return json(response, {
        error_message: 'The provided API key is invalid.',
        results: [],
        status: 'REQUEST_DENIED',
      });
    }
    if (request.query.get('address') === 'Nowhere-at-all')
      return json(response, { results: [], status: 'ZERO_RESULTS' });
    json(response, request.query.has('latlng') ? REVERSE_SAUSALITO : FORWARD_SAUSALITO);
  });
});

afterAll(() => standIn.close());

const env = (extra: Record<string, string> = {}) => ({
  GOOGLE_MAPS_API_KEY: 'test-key',
  GOOGLE_GEOCODING_BASE_URL: standIn.url,
  GEOCODER_TIMEOUT_MS: '300',
  ...extra,
});

describe('Google geocoder', () => {
  it('is chosen when an API key is set and GEOCODER is not, and sends latlng, language and key', async () => {
    mode = 'answer';
    const g = createGeocoderFromEnv(env(), offline);
    expect(g.name).toBe('google');
    const facts = (await g.reverse(37.8591, -122.4853, 'zh'))!;
    const request = standIn.hits('/maps/api/geocode/json').at(-1)!;
    expect(Object.fromEntries(request.query)).toEqual({
      latlng: '37.8591,-122.4853',
      language: 'zh-CN',
      key: 'test-key',
    });
    expect(facts.place).toMatchObject({ id: 5393611, name: 'Sausalito', population: 7156 });
    expect(facts.region).toBe('California');
    expect(facts.country).toEqual({ code: 'US', name: 'United States' });
    expect(facts.sources[0]).toBe(GOOGLE_SOURCE);
  });

  it('geocodes an address, caches it and says null when Google finds nothing', async () => {
    mode = 'answer';
    const g = createGeocoderFromEnv(env(), offline);
    const before = standIn.requests.length;
    const answer = await g.forward('Sausalito, CA', 'en');
    expect(answer).toMatchObject({ lat: 37.8590937, lng: -122.4852507, name: 'Sausalito, CA 94965, USA' });
    expect(await g.forward('sausalito, ca', 'en')).toEqual(answer);
    expect(standIn.requests.length).toBe(before + 1);
    expect(standIn.requests.at(-1)!.query.get('address')).toBe('Sausalito, CA');
    expect(await g.forward('Nowhere-at-all', 'en')).toBeNull();
  });

  it('falls back to the gazetteer without retrying when the key is refused', async () => {
    mode = 'denied';
    const errors: unknown[] = [];
    const g = createGeocoderFromEnv(env(), offline, { onFallback: (e) => errors.push(e) });
    const before = standIn.requests.length;
    expect(await g.reverse(48.8584, 2.2945, 'en')).toEqual(await offline.reverse(48.8584, 2.2945, 'en'));
    expect(standIn.requests.length).toBe(before + 1);
    expect(String(errors[0])).toMatch(/REQUEST_DENIED/);
  });

  it('retries a 503 once, then falls back; a stalled answer times out', async () => {
    mode = 'unavailable';
    const g = createGeocoderFromEnv(env(), offline);
    const before = standIn.requests.length;
    expect(await g.forward('Paris', 'fr')).toEqual(await offline.forward('Paris', 'fr'));
    expect(standIn.requests.length).toBe(before + 2);
    mode = 'stall';
    const started = performance.now();
    expect(await g.reverse(35.6586, 139.7454, 'ja')).toEqual(await offline.reverse(35.6586, 139.7454, 'ja'));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stays offline by default and refuses google without a key', () => {
    expect(createGeocoderFromEnv({}, offline)).toBe(offline);
    expect(createGeocoderFromEnv({ GEOCODER: 'offline', GOOGLE_MAPS_API_KEY: 'k' }, offline)).toBe(offline);
    expect(createGeocoderFromEnv({ GEOCODER: 'nominatim' }, offline).name).toBe('nominatim');
    expect(() => createGeocoderFromEnv({ GEOCODER: 'google' }, offline)).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => createGeocoderFromEnv({ GEOCODER: 'mapbox' }, offline)).toThrow();
  });
});
