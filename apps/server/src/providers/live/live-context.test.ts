import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestQueue } from '../geo/online/request-queue';
import { json, startStandIn, text, type StandIn } from '../../../test/stand-ins/web-api';
import { paris, sausalito, village } from '../llm/offline/place-facts-fixtures';
import { createLiveContextFromEnv } from './create-live';
import { GDELT_SOURCE } from './gdelt-news';
import { offlineLiveContext } from './live-context';
import { OEDB_SOURCE } from './open-event-database';
import { OPEN_METEO_SOURCE } from './open-meteo';
import { createOnlineLiveContext } from './online-live-context';

const NOW = new Date('2026-06-21T18:00:00Z');

/** Open-Meteo's /v1/forecast answer for Sausalito with the variables the adapter asks for. */
const FORECAST = {
  latitude: 37.86,
  longitude: -122.48,
  generationtime_ms: 0.08,
  utc_offset_seconds: -25200,
  timezone: 'America/Los_Angeles',
  timezone_abbreviation: 'GMT-7',
  elevation: 12,
  current_units: { time: 'iso8601', interval: 'seconds', temperature_2m: '°C', weather_code: 'wmo code' },
  current: {
    time: '2026-06-21T11:00',
    interval: 900,
    temperature_2m: 17.4,
    apparent_temperature: 15.9,
    weather_code: 3,
    wind_speed_10m: 19.8,
    precipitation: 0,
  },
  daily_units: { time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: '°C', temperature_2m_min: '°C' },
  daily: {
    time: ['2026-06-21', '2026-06-22', '2026-06-23'],
    weather_code: [3, 45, 1],
    temperature_2m_max: [19.6, 18.2, 21.5],
    temperature_2m_min: [12.1, 11.8, 12.9],
  },
};

const article = (
  title: string,
  seendate: string,
  domain: string,
  language = 'English',
  sourcecountry = 'United States',
) => ({
  url: `https://www.${domain}/news/${encodeURIComponent(title)}`,
  url_mobile: '',
  title,
  seendate,
  socialimage: '',
  domain,
  language,
  sourcecountry,
});
/** GDELT DOC 2.0 ArtList, newest first as sort=DateDesc returns it. */
const ARTICLES = {
  articles: [
    article('Sausalito, la ville des maisons flottantes', '20260621T090000Z', 'lemonde.fr', 'French', 'France'),
    article('Sausalito council approves new ferry schedule', '20260620T141500Z', 'marinij.com'),
    article('Sausalito council approves new ferry schedule', '20260620T130000Z', 'sfgate.com'),
    article('Houseboat community marks 50 years in Sausalito', '20260618T080000Z', 'sfchronicle.com'),
    article('Sausalito art festival names poster artist', '20260415T100000Z', 'marinij.com'),
  ],
};

/** OpenEventDatabase /event answer: a FeatureCollection of scheduled events near the point. */
const feature = (properties: Record<string, unknown>) => ({
  type: 'Feature',
  properties: {
    type: 'scheduled',
    createdate: '2026-06-01T10:00:00+02:00',
    lastupdate: '2026-06-01T10:00:00+02:00',
    ...properties,
  },
  geometry: { type: 'Point', coordinates: [4.39, 44.62] },
});
const EVENTS = {
  type: 'FeatureCollection',
  features: [
    feature({
      what: 'health.blood.collect',
      name: 'Collecte de sang',
      start: '2026-06-23T14:00+02:00',
      'where:name': 'Salle des fêtes',
      id: 'c3d4',
    }),
    feature({ what: 'traffic.roadwork', label: 'Travaux RN102', start: '2026-06-21T08:00+02:00', id: 'e5f6' }),
    feature({
      what: 'culture.music.festival',
      label: 'Fête de la musique à Aubenas',
      start: '2026-06-21T18:00+02:00',
      stop: '2026-06-21T23:59+02:00',
      'where:name': 'Place de l’Hôtel de Ville',
      source: 'https://www.aubenas.fr/agenda',
      id: 'a1b2',
    }),
  ],
};

let standIn: StandIn;
let mode: 'answer' | 'fail' | 'stall' | 'empty' = 'answer';

beforeAll(async () => {
  standIn = await startStandIn((request, response) => {
    if (mode === 'stall') return;
    if (request.path === '/v1/forecast') {
      if (mode === 'fail') return json(response, { error: true, reason: 'Parameter latitude out of range' }, 400);
      return json(response, FORECAST);
    }
    if (request.path === '/api/v2/doc/doc') {
      if (mode === 'fail') return text(response, 'Please limit requests to one every 5 seconds.');
      return json(response, mode === 'empty' ? {} : ARTICLES);
    }
    if (request.path === '/event')
      return json(response, mode === 'empty' ? { type: 'FeatureCollection', features: [] } : EVENTS);
    json(response, { error: 'not found' }, 404);
  });
});

afterAll(() => standIn.close());

const live = (timeoutMs = 2000, onError?: (e: unknown) => void) =>
  createOnlineLiveContext({
    openMeteoBaseUrl: standIn.url,
    gdeltBaseUrl: standIn.url,
    oedbBaseUrl: standIn.url,
    contact: 'mailto:ops@example.org',
    timeoutMs,
    gdeltQueue: createRequestQueue({ name: 'test' }),
    now: () => NOW,
    onError,
  });

describe('online live context', () => {
  it('asks Open-Meteo for the weather theme only, and maps current conditions and three days', async () => {
    mode = 'answer';
    const before = standIn.requests.length;
    const facts = await live().enrich(sausalito('en'), 'weather');
    const requests = standIn.requests.slice(before);
    expect(requests.map((r) => r.path)).toEqual(['/v1/forecast']);
    expect(Object.fromEntries(requests[0]!.query)).toEqual({
      latitude: '37.8591',
      longitude: '-122.4853',
      current: 'temperature_2m,apparent_temperature,weather_code,wind_speed_10m,precipitation',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: 'auto',
      forecast_days: '3',
    });
    expect(requests[0]!.headers['user-agent']).toBe('Roamcast/0.1 (+mailto:ops@example.org)');
    expect(facts.weather).toEqual({
      temperatureC: 17.4,
      apparentTemperatureC: 15.9,
      weatherCode: 3,
      windKph: 19.8,
      precipitationMm: 0,
      daily: [
        { date: '2026-06-21', minC: 12.1, maxC: 19.6, weatherCode: 3 },
        { date: '2026-06-22', minC: 11.8, maxC: 18.2, weatherCode: 45 },
        { date: '2026-06-23', minC: 12.9, maxC: 21.5, weatherCode: 1 },
      ],
      source: OPEN_METEO_SOURCE,
      observedAt: '2026-06-21T18:00:00.000Z',
    });
    expect(facts.sources).toContain(OPEN_METEO_SOURCE);
    expect(facts.headlines).toBeUndefined();
  });

  it('leaves themes without live data alone', async () => {
    const before = standIn.requests.length;
    const facts = sausalito('en');
    expect(await live().enrich(facts, 'historical_facts')).toBe(facts);
    expect(standIn.requests.length).toBe(before);
  });

  it('finds recent headlines in the listener’s language first, each story once', async () => {
    mode = 'answer';
    const before = standIn.requests.length;
    const en = await live().enrich(sausalito('en'), 'local_news');
    const request = standIn.requests[before]!;
    expect(request.path).toBe('/api/v2/doc/doc');
    expect(Object.fromEntries(request.query)).toEqual({
      query: '"Sausalito"',
      mode: 'ArtList',
      format: 'json',
      maxrecords: '10',
      sort: 'DateDesc',
    });
    expect(en.headlines).toEqual([
      {
        title: 'Sausalito council approves new ferry schedule',
        url: 'https://www.marinij.com/news/Sausalito%20council%20approves%20new%20ferry%20schedule',
        source: 'marinij.com',
        published: '2026-06-20T14:15:00.000Z',
      },
      expect.objectContaining({ title: 'Houseboat community marks 50 years in Sausalito', source: 'sfchronicle.com' }),
      expect.objectContaining({ title: 'Sausalito, la ville des maisons flottantes', source: 'lemonde.fr' }),
    ]);
    expect(en.sources).toContain(GDELT_SOURCE);
    const fr = await live().enrich(sausalito('fr'), 'local_news');
    expect(fr.headlines?.[0]?.source).toBe('lemonde.fr');
  });

  it('searches news for a district under its city’s English name', async () => {
    mode = 'answer';
    const facts = paris('ja');
    const district = {
      ...facts,
      place: { ...facts.place, id: -5, name: 'パリ1区', featureCode: 'PPLX' },
      city: facts.place,
    };
    const before = standIn.requests.length;
    await live().enrich(district, 'local_news');
    expect(standIn.requests[before]!.query.get('query')).toBe('"Paris"');
  });

  it('lists scheduled community events nearby, soonest first, without road works', async () => {
    mode = 'answer';
    const before = standIn.requests.length;
    const facts = await live().enrich(village('fr'), 'community_events');
    const request = standIn.requests[before]!;
    expect(request.path).toBe('/event');
    expect(Object.fromEntries(request.query)).toEqual({
      near: '4.35,44.6,20000',
      start: '2026-06-21T18:00:00.000Z',
      stop: '2026-06-28T18:00:00.000Z',
      type: 'scheduled',
    });
    expect(facts.events).toEqual([
      {
        title: 'Fête de la musique à Aubenas',
        url: 'https://www.aubenas.fr/agenda',
        source: 'OpenEventDatabase',
        startsAt: '2026-06-21T18:00+02:00',
        venue: 'Place de l’Hôtel de Ville',
      },
      {
        title: 'Collecte de sang',
        url: `${standIn.url}/event/c3d4`,
        source: 'OpenEventDatabase',
        startsAt: '2026-06-23T14:00+02:00',
        venue: 'Salle des fêtes',
      },
    ]);
    expect(facts.sources).toContain(OEDB_SOURCE);
  });

  it('answers again from its cache', async () => {
    mode = 'answer';
    const context = live();
    await context.enrich(quiet(), 'weather');
    const before = standIn.requests.length;
    expect((await context.enrich(quiet(), 'weather')).weather?.temperatureC).toBe(17.4);
    expect(standIn.requests.length).toBe(before);
  });

  it('leaves the facts as they were on an error, a stall, or nothing found', async () => {
    const facts = quiet();
    const errors: unknown[] = [];
    mode = 'fail';
    let before = standIn.requests.length;
    expect(await live(2000, (e) => errors.push(e)).enrich(facts, 'weather')).toBe(facts);
    expect(standIn.requests.length).toBe(before + 1); // a 400 is not retried
    before = standIn.requests.length;
    expect(await live(2000, (e) => errors.push(e)).enrich(facts, 'local_news')).toBe(facts);
    expect(standIn.requests.length).toBe(before + 2); // plain text instead of JSON: one retry
    expect(errors.map(String)).toEqual([expect.stringMatching(/400/), expect.stringMatching(/other than JSON/)]);
    mode = 'stall';
    expect(await live(150).enrich(facts, 'community_events')).toBe(facts);
    mode = 'empty';
    expect(await live().enrich(facts, 'local_news')).toBe(facts);
    expect(await live().enrich(facts, 'community_events')).toBe(facts);
  });

  it('is offline unless LIVE_CONTEXT=online', async () => {
    expect(createLiveContextFromEnv({})).toBe(offlineLiveContext);
    const facts = sausalito('en');
    expect(await offlineLiveContext.enrich(facts, 'weather')).toBe(facts);
    expect(createLiveContextFromEnv({ LIVE_CONTEXT: 'online' }).name).toBe('online');
    expect(() => createLiveContextFromEnv({ LIVE_CONTEXT: 'online', OPEN_METEO_BASE_URL: 'not a url' })).toThrow();
  });
});

/** A place of its own, so cache tests do not see answers cached by other tests. */
function quiet() {
  const facts = village('en');
  return { ...facts, lat: 45.1, lng: 5.2 };
}
