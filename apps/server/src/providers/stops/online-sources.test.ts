import { afterEach, describe, expect, it } from 'vitest';
import { createRequestQueue } from '../geo/online/request-queue';
import { json, startStandIn, type StandIn } from '../../../test/stand-ins/web-api';
import { createStopFinder } from './find-stops';
import { createOverpassSource, overpassQuery } from './overpass-source';
import type { StopSearch } from './stop-source';
import { createWikipediaStopSource } from './wikipedia-source';

const LISBON: StopSearch = {
  lat: 38.7097,
  lng: -9.1366,
  radiusMeters: 2000,
  theme: 'food_culture',
  language: 'pt',
  count: 4,
};

// What Overpass answers for named places around Baixa, Lisbon (trimmed to the fields read).
const OVERPASS_ANSWER = {
  elements: [
    {
      type: 'node',
      id: 1,
      lat: 38.7076,
      lng: 0,
      lon: -9.1365,
      tags: { name: 'Praça do Comércio', 'name:pt': 'Praça do Comércio', historic: 'square', wikidata: 'Q1151313' },
    },
    {
      type: 'way',
      id: 2,
      center: { lat: 38.7114, lon: -9.1394 },
      tags: {
        name: 'Confeitaria Nacional',
        shop: 'pastry',
        'addr:street': 'Praça da Figueira',
        'addr:housenumber': '18B',
        'addr:city': 'Lisboa',
      },
    },
    {
      type: 'node',
      id: 3,
      lat: 38.7067,
      lon: -9.1455,
      tags: { name: 'Mercado da Ribeira', amenity: 'marketplace', wikipedia: 'pt:Mercado da Ribeira' },
    },
    { type: 'node', id: 4, lat: 38.71, lon: -9.14, tags: { amenity: 'cafe' } },
  ],
};

const WIKIPEDIA_ANSWER = {
  query: {
    geosearch: [
      { pageid: 10, title: 'Arco da Rua Augusta', lat: 38.7083, lon: -9.1366, dist: 150 },
      { pageid: 11, title: 'Estação Ferroviária do Cais do Sodré', lat: 38.7059, lon: -9.1445, dist: 900 },
      { pageid: 12, title: 'Elevador de Santa Justa', lat: 38.7121, lon: -9.1393, dist: 380 },
    ],
  },
};

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const queue = () => createRequestQueue({ name: 'test' });

describe('online stop sources', () => {
  it('asks Overpass for named places of the theme and the sights, and ranks fitting notable ones first', async () => {
    standIn = await startStandIn((request, response) => json(response, OVERPASS_ANSWER));
    const source = createOverpassSource({
      baseUrl: standIn.url,
      timeoutMs: 2000,
      queue: queue(),
      contact: 'ops@example.com',
    });
    const found = await source.find(LISBON);
    const [request] = standIn.hits('/api/interpreter');
    expect(request!.headers['user-agent']).toBe('Roamcast/0.1 (+ops@example.com)');
    const query = request!.query.get('data')!;
    expect(query).toBe(overpassQuery(LISBON));
    expect(query).toContain(
      'nwr(around:2000,38.7097,-9.1366)["amenity"~"^(restaurant|cafe|marketplace|food_court|pub)$"]["name"];',
    );
    expect(query).toContain('["historic"]["name"]');
    expect(found.map((stop) => stop.name)).toEqual(['Praça do Comércio', 'Confeitaria Nacional', 'Mercado da Ribeira']);
    const market = found.find((stop) => stop.name === 'Mercado da Ribeira')!;
    const pastry = found.find((stop) => stop.name === 'Confeitaria Nacional')!;
    const square = found.find((stop) => stop.name === 'Praça do Comércio')!;
    expect(market.score).toBeGreaterThan(pastry.score);
    expect(pastry.score).toBeGreaterThan(0.5);
    expect(square.score).toBeLessThan(pastry.score);
    expect(pastry).toMatchObject({
      lat: 38.7114,
      lng: -9.1394,
      address: '18B Praça da Figueira, Lisboa',
      placeId: 'osm:way/2',
    });
  });

  it('takes Wikipedia GeoSearch articles in the tour’s language, leaving stations out', async () => {
    standIn = await startStandIn((request, response) => json(response, WIKIPEDIA_ANSWER));
    const source = createWikipediaStopSource({ baseUrl: `${standIn.url}/{lang}`, timeoutMs: 2000, queue: queue() });
    const found = await source.find(LISBON);
    const [request] = standIn.hits('/pt/w/api.php');
    expect(request!.query.get('gscoord')).toBe('38.7097|-9.1366');
    expect(request!.query.get('gsradius')).toBe('2000');
    expect(found.map((stop) => [stop.name, stop.lat, stop.lng])).toEqual([
      ['Arco da Rua Augusta', 38.7083, -9.1366],
      ['Elevador de Santa Justa', 38.7121, -9.1393],
    ]);
    expect(found[0]!.placeId).toBe('wikipedia:pt:Arco da Rua Augusta');
  });

  it('builds the tour from every source that answers, skipping one that fails', async () => {
    standIn = await startStandIn((request, response) => {
      if (request.path === '/api/interpreter') return json(response, OVERPASS_ANSWER);
      json(response, { error: 'down' }, 503);
    });
    const failures: string[] = [];
    const finder = createStopFinder(
      [
        createOverpassSource({ baseUrl: standIn.url, timeoutMs: 2000, queue: queue() }),
        createWikipediaStopSource({ baseUrl: `${standIn.url}/{lang}`, timeoutMs: 2000, queue: queue() }),
      ],
      (source) => failures.push(source),
    );
    const found = await finder.find(LISBON);
    expect(found.sources).toEqual(['overpass']);
    expect(failures).toEqual(['wikipedia']);
    expect(found.stops).toHaveLength(3);
    expect(found.shortBy).toBe(1);
  });
});
