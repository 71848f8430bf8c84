import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdTourSchema } from '@roamcast/shared/schemas/tour-creation';
import { json, startStandIn, type StandIn } from '../../../../test/stand-ins/web-api';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';

// Overpass and Wikipedia as they answer around Baixa, Lisbon (trimmed to the fields read).
const OVERPASS = {
  elements: [
    {
      type: 'node',
      id: 11,
      lat: 38.7076,
      lon: -9.1365,
      tags: { name: 'Praça do Comércio', historic: 'square', wikidata: 'Q1151313' },
    },
    {
      type: 'way',
      id: 12,
      center: { lat: 38.7114, lon: -9.1394 },
      tags: { name: 'Confeitaria Nacional', shop: 'pastry' },
    },
    {
      type: 'node',
      id: 13,
      lat: 38.7067,
      lon: -9.1455,
      tags: { name: 'Mercado da Ribeira', amenity: 'marketplace', wikipedia: 'pt:Mercado da Ribeira' },
    },
  ],
};
const WIKIPEDIA = {
  query: {
    geosearch: [
      { pageid: 1, title: 'Rua Augusta Arch', lat: 38.7083, lon: -9.1366, dist: 150 },
      { pageid: 2, title: 'Santa Justa Lift', lat: 38.7121, lon: -9.1393, dist: 380 },
    ],
  },
};

let standIn: StandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStandIn((request, response) =>
    json(response, request.path === '/api/interpreter' ? OVERPASS : WIKIPEDIA),
  );
  t = await createTestApp({
    jobWorker: false,
    env: { TOUR_STOPS: 'online', OVERPASS_BASE_URL: standIn.url, WIKIPEDIA_BASE_URL: `${standIn.url}/{lang}` },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe('tour makers with the online stop sources', () => {
  it('builds a specialty tour from the places OpenStreetMap and Wikipedia know', async () => {
    const { token } = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/specialty-tour',
      headers: bearer(token),
      payload: {
        name: 'Pastries and plazas',
        location: 'Lisbon',
        coordinates: { lat: 38.7097, lng: -9.1366 },
        theme: 'food_culture',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const tour = createdTourSchema.parse(response.json().data);
    const names = tour.pointsOfInterest.map((poi) => poi.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Praça do Comércio',
        'Confeitaria Nacional',
        'Mercado da Ribeira',
        'Rua Augusta Arch',
        'Santa Justa Lift',
      ]),
    );
    expect(tour.pointsOfInterest.find((poi) => poi.name === 'Confeitaria Nacional')).toMatchObject({
      latitude: 38.7114,
      longitude: -9.1394,
      placeId: 'osm:way/12',
    });
    expect(standIn.hits('/api/interpreter')[0]!.query.get('data')).toContain('around:10000,38.7097,-9.1366');
    expect(standIn.hits('/en/w/api.php')).toHaveLength(1);
  });
});
