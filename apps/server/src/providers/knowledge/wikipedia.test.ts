import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestQueue } from '../geo/online/request-queue';
import { json, startStandIn, text, type StandIn } from '../../../test/stand-ins/web-api';
import { sausalito } from '../llm/offline/place-facts-fixtures';
import { createKnowledgeFromEnv } from './create-knowledge';
import { offlineKnowledge } from './knowledge-source';
import { createWikipediaKnowledge } from './wikipedia-knowledge';

/** GeoSearch around Sausalito's ferry landing, in the shape the Action API answers (format=json). */
const GEOSEARCH = {
  batchcomplete: '',
  query: {
    geosearch: [
      {
        pageid: 3151066,
        ns: 0,
        title: 'Bay Model Visitor Center',
        lat: 37.8643,
        lon: -122.4926,
        dist: 300.2,
        primary: '',
      },
      { pageid: 900001, ns: 0, title: 'Gate 5', lat: 37.87, lon: -122.5, dist: 500.4, primary: '' },
      { pageid: 1893478, ns: 0, title: 'Marinship', lat: 37.8667, lon: -122.4942, dist: 900.0, primary: '' },
      {
        pageid: 108405,
        ns: 0,
        title: 'Sausalito, California',
        lat: 37.8583,
        lon: -122.4853,
        dist: 1200.5,
        primary: '',
      },
      { pageid: 1102217, ns: 0, title: 'Fort Baker', lat: 37.8358, lon: -122.4789, dist: 2500.1, primary: '' },
    ],
  },
};

const summary = (title: string, extract: string, type = 'standard') => ({
  type,
  title: title.replace(/ /g, '_'),
  titles: { canonical: title.replace(/ /g, '_'), normalized: title, display: title },
  pageid: 1,
  lang: 'en',
  dir: 'ltr',
  description: 'test page',
  content_urls: { desktop: { page: `https://en.wikipedia.org/wiki/${title.replace(/ /g, '_')}` } },
  extract,
});

const SUMMARIES: Record<string, unknown> = {
  'Sausalito,_California': summary(
    'Sausalito, California',
    'Sausalito is a city in Marin County, California, United States, located 1.5 miles (2.4 km) southeast of Marin City and about 4 miles (6 km) north of San Francisco from the Golden Gate Bridge. Sausalito’s population was 7,269 as of the 2020 census. The city sits on Richardson Bay.',
  ),
  Bay_Model_Visitor_Center: summary(
    'Bay Model Visitor Center',
    'The U.S. Army Corps of Engineers Bay Model is a working hydraulic scale model of the San Francisco Bay. It was built in 1957. It is open to visitors. It is free.',
  ),
  Marinship: summary('Marinship', 'Marinship was a shipyard built in Sausalito during World War II.'),
};

let standIn: StandIn;
let mode: 'answer' | 'fail' | 'stall' = 'answer';
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  standIn = await startStandIn((request, response) => {
    if (mode === 'stall') return;
    if (mode === 'fail') return text(response, 'upstream connect error', 503);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight--;
      if (request.path.endsWith('/w/api.php')) return json(response, GEOSEARCH);
      const title = decodeURIComponent(request.path.split('/page/summary/')[1] ?? '');
      const page = SUMMARIES[title];
      if (page) return json(response, page);
      json(response, { type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found', title: 'Not found.' }, 404);
    }, 10);
  });
});

afterAll(() => standIn.close());

const knowledge = (timeoutMs = 2000, onError?: (e: unknown) => void) =>
  createWikipediaKnowledge({
    baseUrl: `${standIn.url}/{lang}`,
    contact: 'mailto:ops@example.org',
    timeoutMs,
    queue: createRequestQueue({ name: 'test' }),
    onError,
  });

describe('Wikipedia knowledge', () => {
  it('asks GeoSearch in the narration’s language, then summaries one at a time', async () => {
    mode = 'answer';
    maxInFlight = 0;
    const before = standIn.requests.length;
    await knowledge().enrich(sausalito('en'));
    const [geo, ...pages] = standIn.requests.slice(before);
    expect(geo!.path).toBe('/en/w/api.php');
    expect(Object.fromEntries(geo!.query)).toEqual({
      action: 'query',
      list: 'geosearch',
      gscoord: '37.8591|-122.4853',
      gsradius: '10000',
      gslimit: '10',
      format: 'json',
    });
    expect(geo!.headers['user-agent']).toBe('Roamcast/0.1 (+mailto:ops@example.org)');
    // The place's own article first, then the nearest; at most four summaries for three extracts.
    expect(pages.map((p) => p.path)).toEqual([
      '/en/api/rest_v1/page/summary/Sausalito%2C_California',
      '/en/api/rest_v1/page/summary/Bay_Model_Visitor_Center',
      '/en/api/rest_v1/page/summary/Gate_5',
      '/en/api/rest_v1/page/summary/Marinship',
    ]);
    expect(maxInFlight).toBe(1);
  });

  it('adds the first sentences of each page with a CC BY-SA credit', async () => {
    mode = 'answer';
    const facts = sausalito('en');
    const enriched = await knowledge().enrich(facts);
    expect(enriched.extracts).toEqual([
      {
        title: 'Sausalito, California',
        text: 'Sausalito is a city in Marin County, California, United States, located 1.5 miles (2.4 km) southeast of Marin City and about 4 miles (6 km) north of San Francisco from the Golden Gate Bridge. Sausalito’s population was 7,269 as of the 2020 census.',
        source: 'Wikipedia (en): Sausalito, California, CC BY-SA 4.0',
      },
      {
        title: 'Bay Model Visitor Center',
        text: 'The U.S. Army Corps of Engineers Bay Model is a working hydraulic scale model of the San Francisco Bay. It was built in 1957. It is open to visitors.',
        source: 'Wikipedia (en): Bay Model Visitor Center, CC BY-SA 4.0',
      },
      {
        title: 'Marinship',
        text: 'Marinship was a shipyard built in Sausalito during World War II.',
        source: 'Wikipedia (en): Marinship, CC BY-SA 4.0',
      },
    ]);
    expect(enriched.sources).toEqual([...facts.sources, ...enriched.extracts!.map((e) => e.source)]);
    expect(enriched.place).toEqual(facts.place);
  });

  it('answers a second time from its cache', async () => {
    mode = 'answer';
    const k = knowledge();
    await k.enrich(sausalito('en'));
    const before = standIn.requests.length;
    const again = await k.enrich(sausalito('en'));
    expect(standIn.requests.length).toBe(before);
    expect(again.extracts).toHaveLength(3);
  });

  it('asks the Chinese wiki for simplified script', async () => {
    mode = 'answer';
    await knowledge().enrich(sausalito('zh'));
    const last = standIn.requests.at(-1)!;
    expect(last.path.startsWith('/zh/')).toBe(true);
    expect(last.headers['accept-language']).toBe('zh-cn');
  });

  it('leaves the facts as they were when Wikipedia fails or stalls', async () => {
    const facts = sausalito('fr');
    const errors: unknown[] = [];
    mode = 'fail';
    const before = standIn.requests.length;
    expect(await knowledge(2000, (e) => errors.push(e)).enrich(facts)).toBe(facts);
    expect(standIn.requests.length).toBe(before + 2);
    expect(String(errors[0])).toMatch(/503/);
    mode = 'stall';
    expect(await knowledge(150, (e) => errors.push(e)).enrich(facts)).toBe(facts);
    expect(String(errors[1])).toMatch(/timed out/);
  });

  it('is offline unless KNOWLEDGE=wikipedia', async () => {
    expect(createKnowledgeFromEnv({})).toBe(offlineKnowledge);
    const facts = sausalito('en');
    expect(await offlineKnowledge.enrich(facts)).toBe(facts);
    expect(createKnowledgeFromEnv({ KNOWLEDGE: 'wikipedia' }).name).toBe('wikipedia');
    expect(() =>
      createKnowledgeFromEnv({ KNOWLEDGE: 'wikipedia', WIKIPEDIA_BASE_URL: 'https://en.wikipedia.org' }),
    ).toThrow(/\{lang\}/);
  });
});
