import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { narrationSchema, type Narration } from '@roamcast/shared/schemas/narration';
import { freePort } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EIFFEL_EXTRACT, EIFFEL_PHOTO_URL, startWikimediaStandIn, type WikimediaStandIn } from './wikimedia-stand-in';

/*
 * KNOWLEDGE and PHOTOS unset ('' is unset): the server uses Wikipedia and Commons while they answer its
 * probes, the offline engines otherwise, switching without a restart. Only local stand-ins are reached.
 * (A pinned `offline` never probing is checked on the factories, in auto-engines.test.ts.)
 */

const UNSET = { KNOWLEDGE: '', PHOTOS: '' };
// Probed often here; the budget stays generous, as a loaded test machine may answer slowly.
const PROBE = { ONLINE_PROBE_INTERVAL_MS: '150', ONLINE_PROBE_TIMEOUT_MS: '2000' };
const WIKIPEDIA_SOURCE = 'Wikipedia (en): Eiffel Tower, CC BY-SA 4.0';

let wikimedia: WikimediaStandIn;
let auto: TestApp;
beforeAll(async () => {
  wikimedia = await startWikimediaStandIn();
  // The geocoder stays on the gazetteer here: this file is about the Wikimedia services.
  auto = await createTestApp({ env: { ...UNSET, ...PROBE, ...wikimedia.env } });
});
afterAll(async () => {
  await auto?.close();
  await wikimedia?.close();
});

async function narrate(app: TestApp, lat: number, lng: number): Promise<Narration> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: { theme: 'historical_facts', location: { lat, lng }, language: 'en', duration: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return narrationSchema.parse(response.json().data);
}

const engines = async (app: TestApp) => (await app.app.inject({ url: '/readyz' })).json().data.engines;

describe('keyless sources by default', () => {
  it('uses Wikipedia and Commons while they answer: the summary and the credited photos reach the narration', async () => {
    const narration = await narrate(auto, 48.8584, 2.2945);
    expect(narration.cost.sources, JSON.stringify(wikimedia.requests.map((r) => r.path))).toContain(WIKIPEDIA_SOURCE);
    expect(narration.photoUrls).toEqual([EIFFEL_PHOTO_URL]);
    expect(narration.heroImageUrl).toBe(EIFFEL_PHOTO_URL);
    expect(narration.cost.sources).toContain(
      'Photo: Tour Eiffel Wikimedia Commons, Benh LIEU SONG, CC BY-SA 3.0 (CC BY-SA 3.0)',
    );
    expect(await engines(auto)).toEqual({ knowledge: 'wikipedia', photos: 'commons', geocoder: 'offline' });
    // Asked as the clients ask: the identifying User-Agent, the wiki's own API.
    const [probe] = wikimedia.probes();
    expect(probe!.headers['user-agent']).toMatch(/^Roamcast\/0\.1 /);
    expect(wikimedia.hits('/wiki/en/api/rest_v1/page/summary/Eiffel_Tower')).toHaveLength(1);
  });

  it('turns to the offline engines once a probe finds the services gone, and back after the next probe', async () => {
    wikimedia.mode = 'down';
    await vi.waitFor(
      async () => expect(await engines(auto)).toMatchObject({ knowledge: 'offline', photos: 'offline' }),
      {
        timeout: 5000,
        interval: 50,
      },
    );
    const requestsBefore = wikimedia.requests.length;
    const offline = await narrate(auto, 48.8606, 2.3376);
    expect(offline.photoCount).toBe(0);
    expect(offline.cost.sources.join('\n')).not.toContain('Wikipedia (en)');
    expect(offline.narrationText).not.toContain(EIFFEL_EXTRACT);
    // Only probes went out meanwhile: the narration asked neither service.
    expect(wikimedia.requests.slice(requestsBefore).every((r) => r.query.size === 2)).toBe(true);

    wikimedia.mode = 'up';
    await vi.waitFor(
      async () => expect(await engines(auto)).toMatchObject({ knowledge: 'wikipedia', photos: 'commons' }),
      {
        timeout: 5000,
        interval: 50,
      },
    );
    const back = await narrate(auto, 48.853, 2.3499);
    expect(back.cost.sources).toContain(WIKIPEDIA_SOURCE);
    expect(back.photoUrls).toEqual([EIFFEL_PHOTO_URL]);
  });

  it('answers with the offline engines when nothing listens', { timeout: 120_000 }, async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const unreachable = await createTestApp({
      env: {
        ...UNSET,
        GEOCODER: '',
        ...PROBE,
        WIKIPEDIA_BASE_URL: `${closed}/{lang}`,
        COMMONS_BASE_URL: closed,
        NOMINATIM_BASE_URL: closed,
      },
    });
    try {
      const narration = await narrate(unreachable, 48.8584, 2.2945);
      expect(narration.photoCount).toBe(0);
      expect(narration.cost.sources.join('\n')).not.toContain('Wikipedia (en)');
      expect(await engines(unreachable)).toEqual({ knowledge: 'offline', photos: 'offline', geocoder: 'offline' });
    } finally {
      await unreachable.close();
    }
  });
});
