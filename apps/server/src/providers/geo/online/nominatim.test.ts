import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAZETTEER_SOURCE } from '../gazetteer';
import { createOfflineGeocoder } from '../offline-geocoder';
import { createNominatimService, NOMINATIM_SOURCE, nominatimQueue } from './nominatim-service';
import { createOnlineGeocoder } from './online-geocoder';
import { createRequestQueue } from './request-queue';
import { json, startStandIn, text, type StandIn } from '../../../../test/stand-ins/web-api';

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** Nominatim's jsonv2 answers, as the real service sends them for these positions (zoom 14). */
const SAUSALITO = {
  place_id: 299311006,
  licence: LICENCE,
  osm_type: 'relation',
  osm_id: 2221574,
  lat: '37.8590937',
  lon: '-122.4852507',
  category: 'boundary',
  type: 'administrative',
  place_rank: 16,
  addresstype: 'town',
  name: 'Sausalito',
  display_name: 'Sausalito, Marin County, California, United States',
  address: {
    town: 'Sausalito',
    county: 'Marin County',
    state: 'California',
    'ISO3166-2-lvl4': 'US-CA',
    country: 'United States',
    country_code: 'us',
  },
  boundingbox: ['37.8424010', '37.8743950', '-122.5101380', '-122.4716350'],
};
const LOUVRE_FR = {
  ...SAUSALITO,
  lat: '48.8637',
  lon: '2.3363',
  addresstype: 'suburb',
  name: 'Paris 1er Arrondissement',
  display_name: 'Paris 1er Arrondissement, Paris, Île-de-France, France métropolitaine, 75001, France',
  address: {
    suburb: 'Paris 1er Arrondissement',
    city_district: 'Paris',
    city: 'Paris',
    'ISO3166-2-lvl6': 'FR-75C',
    state: 'Île-de-France',
    'ISO3166-2-lvl4': 'FR-IDF',
    region: 'France métropolitaine',
    postcode: '75001',
    country: 'France',
    country_code: 'fr',
  },
};
const SEARCH_SAUSALITO = [
  {
    place_id: 299311006,
    licence: LICENCE,
    lat: '37.8590937',
    lon: '-122.4852507',
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    importance: 0.5,
    addresstype: 'town',
    name: 'Sausalito',
    display_name: 'Sausalito, Marin County, California, United States',
    boundingbox: ['37.8424010', '37.8743950', '-122.5101380', '-122.4716350'],
  },
];

const offline = createOfflineGeocoder();
let standIn: StandIn;
/** What the stand-in does next: answer, fail or stall. */
let mode: 'answer' | 'fail' | 'stall' | 'sea' = 'answer';

beforeAll(async () => {
  standIn = await startStandIn((request, response) => {
    if (mode === 'stall') return;
    if (mode === 'fail') return text(response, 'Internal Server Error', 500);
    if (request.path === '/reverse') {
      if (mode === 'sea') return json(response, { error: 'Unable to geocode' });
      return json(response, request.query.get('lat')!.startsWith('48.') ? LOUVRE_FR : SAUSALITO);
    }
    if (request.path === '/search')
      return json(response, request.query.get('q') === 'Nowhere-at-all' ? [] : SEARCH_SAUSALITO);
    json(response, { error: 'not found' }, 404);
  });
});

afterAll(() => standIn.close());

/** A geocoder with its own unthrottled queue, so only the spacing test waits a second. */
function geocoder(timeoutMs = 2000, onFallback?: (error: unknown) => void) {
  const service = createNominatimService({
    baseUrl: standIn.url,
    contact: 'mailto:ops@example.org',
    timeoutMs,
    queue: createRequestQueue({ name: 'test' }),
  });
  return createOnlineGeocoder(service, offline, { onFallback });
}

describe('Nominatim geocoder', () => {
  it('asks /reverse with jsonv2, zoom 14, the language and an identifying User-Agent', async () => {
    mode = 'answer';
    await geocoder().reverse(37.8591, -122.4853, 'fr');
    const request = standIn.hits('/reverse').at(-1)!;
    expect(Object.fromEntries(request.query)).toEqual({
      format: 'jsonv2',
      lat: '37.8591',
      lon: '-122.4853',
      'accept-language': 'fr',
      zoom: '14',
    });
    expect(request.headers['user-agent']).toBe('Roamcast/0.1 (+mailto:ops@example.org)');
  });

  it('names the town from Nominatim and keeps the gazetteer’s population and neighbours', async () => {
    mode = 'answer';
    const facts = (await geocoder().reverse(37.8592, -122.4854, 'en'))!;
    expect(facts.place).toMatchObject({ id: 5393611, name: 'Sausalito', population: 7156, featureCode: 'PPL' });
    // The gazetteer alone narrates Sausalito as part of San Francisco; Nominatim knows it is a town of its own.
    expect(facts.city).toBeNull();
    expect(facts.region).toBe('California');
    expect(facts.country).toEqual({ code: 'US', name: 'United States' });
    expect(facts.displayName).toBe('Sausalito, California, United States');
    expect(facts.neighbours.map((n) => n.name)).toContain('Marin City');
    expect(facts.neighbours.map((n) => n.name)).not.toContain('Sausalito');
    expect(facts.sources).toEqual([NOMINATIM_SOURCE, GAZETTEER_SOURCE]);
  });

  it('narrates an arrondissement as part of its city', async () => {
    mode = 'answer';
    const facts = (await geocoder().reverse(48.8606, 2.3376, 'fr'))!;
    expect(facts.place).toMatchObject({ name: 'Paris 1er Arrondissement', population: null, featureCode: 'PPLX' });
    expect(facts.city).toMatchObject({ id: 2988507, name: 'Paris', population: 2138551 });
    expect(facts.displayName).toBe('Paris 1er Arrondissement, Paris, Île-de-France, France');
    expect(facts.neighbours.map((n) => n.name)).not.toContain('Paris');
  });

  it('asks /search once per query and language, then answers from its cache', async () => {
    mode = 'answer';
    const g = geocoder();
    const before = standIn.hits('/search').length;
    const first = await g.forward('Sausalito', 'en');
    expect(first).toMatchObject({
      lat: 37.8590937,
      lng: -122.4852507,
      name: 'Sausalito, Marin County, California, United States',
      kind: 'address',
    });
    expect(first?.candidates[0]).toMatchObject({ lat: 37.8590937, label: 'Sausalito' });
    expect(await g.forward('  sausalito ', 'en')).toEqual(first);
    expect(standIn.hits('/search').length).toBe(before + 1);
    expect(Object.fromEntries(standIn.hits('/search').at(-1)!.query)).toEqual({
      format: 'jsonv2',
      q: 'Sausalito',
      limit: '1',
      'accept-language': 'en',
    });
    expect(await g.forward('Nowhere-at-all', 'en')).toBeNull();
  });

  it("follows the service's answer with the other places the offline search says the text may mean", async () => {
    mode = 'answer';
    const found = await geocoder().forward('Valencia', 'en');
    expect(found?.candidates[0]).toMatchObject({ kind: 'address', lat: 37.8590937 });
    expect(found?.candidates.map((c) => c.country)).toEqual(expect.arrayContaining(['Spain', 'Venezuela']));
    expect(found?.clear).toBe(false);
  });

  it('keeps the landmark a listener stands at as the place, whatever address the service gives', async () => {
    mode = 'answer';
    const before = standIn.hits('/reverse').length;
    const facts = await geocoder().reverse(51.1789, -1.8262, 'en');
    expect(facts?.place).toMatchObject({ featureCode: 'LANDMARK', name: 'Stonehenge' });
    expect(standIn.hits('/reverse').length).toBe(before);
  });

  it('reuses an address for positions a few metres apart', async () => {
    mode = 'answer';
    const g = geocoder();
    const before = standIn.hits('/reverse').length;
    const a = await g.reverse(37.85601, -122.48102, 'en');
    const b = await g.reverse(37.85604, -122.48098, 'en');
    expect(standIn.hits('/reverse').length).toBe(before + 1);
    expect(b?.place.name).toBe(a?.place.name);
    expect(b?.lat).toBe(37.85604);
  });

  it('falls back to the gazetteer after one retry when Nominatim fails', async () => {
    mode = 'fail';
    const errors: unknown[] = [];
    const before = standIn.hits('/reverse').length;
    const facts = await geocoder(2000, (e) => errors.push(e)).reverse(37.7955, -122.4068, 'en');
    expect(standIn.hits('/reverse').length).toBe(before + 2);
    expect(facts).toEqual(await offline.reverse(37.7955, -122.4068, 'en'));
    expect(String(errors[0])).toMatch(/answered 500/);
    expect(await geocoder().forward('Sausalito', 'en')).toEqual(await offline.forward('Sausalito', 'en'));
  });

  it('falls back to the gazetteer when Nominatim stalls past the timeout', async () => {
    mode = 'stall';
    const errors: unknown[] = [];
    const started = performance.now();
    const facts = await geocoder(150, (e) => errors.push(e)).reverse(37.7701, -122.4501, 'en');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(facts).toEqual(await offline.reverse(37.7701, -122.4501, 'en'));
    expect(String(errors[0])).toMatch(/timed out/);
  });

  it('keeps the gazetteer’s answer where Nominatim has no address', async () => {
    mode = 'sea';
    expect(await geocoder().reverse(37.81, -122.52, 'en')).toEqual(await offline.reverse(37.81, -122.52, 'en'));
  });

  it('spaces requests from the whole app at least a second apart', async () => {
    mode = 'answer';
    const shared = () =>
      createOnlineGeocoder(createNominatimService({ baseUrl: standIn.url, timeoutMs: 2000 }), offline);
    expect(nominatimQueue).toBeDefined();
    const before = standIn.hits('/reverse').length;
    await Promise.all([shared().reverse(37.861, -122.49, 'en'), shared().reverse(37.862, -122.49, 'en')]);
    const [first, second] = standIn.hits('/reverse').slice(before);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
    expect(second!.headers['user-agent']).toBe('Roamcast/0.1 (+https://github.com/roamcast/roamcast)');
  });
});
