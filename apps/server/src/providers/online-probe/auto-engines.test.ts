import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startStandIn, type StandIn } from '../../../test/stand-ins/web-api';
import { createGeocoderFromEnv } from '../geo/create-geo';
import { createOfflineGeocoder } from '../geo/offline-geocoder';
import { createKnowledgeFromEnv } from '../knowledge/create-knowledge';
import { paris } from '../llm/offline/place-facts-fixtures';
import { createPhotoSourceFromEnv } from '../photos/create-photo-source-from-env';
import { createOnlineProbes, type OnlineProbes } from './online-probes';

/** The factories as createProviders calls them, with a real probe registry, against one local stand-in. */
let service: StandIn;
let stall = false;
beforeAll(async () => {
  service = await startStandIn((request, response) => {
    if (stall) return;
    if (request.path === '/status') return json(response, { status: 0, message: 'OK' });
    if (request.path === '/reverse')
      return json(response, {
        address: { city: 'Paris', state: 'Île-de-France', country: 'France', country_code: 'fr' },
      });
    json(response, { batchcomplete: '' });
  });
});
afterAll(() => service.close());

const registries: OnlineProbes[] = [];
afterAll(() => registries.forEach((probes) => probes.close()));
function probes(timeoutMs = 2000): OnlineProbes {
  const registry = createOnlineProbes({ ONLINE_PROBE_INTERVAL_MS: '50', ONLINE_PROBE_TIMEOUT_MS: String(timeoutMs) });
  registries.push(registry);
  return registry;
}

const env = (vars: Record<string, string>) => ({
  WIKIPEDIA_BASE_URL: `${service.url}/{lang}`,
  COMMONS_BASE_URL: service.url,
  NOMINATIM_BASE_URL: service.url,
  ...vars,
});

function engines(vars: Record<string, string>, registry: OnlineProbes) {
  return {
    knowledge: createKnowledgeFromEnv(env(vars), { probes: registry }),
    photos: createPhotoSourceFromEnv(env(vars), { probes: registry }),
    geocoder: createGeocoderFromEnv(env(vars), createOfflineGeocoder(), { probes: registry }),
  };
}

async function use(chosen: ReturnType<typeof engines>) {
  await chosen.knowledge.enrich(paris('en'));
  await chosen.photos.photosNear(48.8584, 2.2945, 3);
  return chosen.geocoder.reverse(48.8584, 2.2945, 'en');
}

describe('the keyless providers’ factories', () => {
  it('never probe, nor ask, a service pinned offline', async () => {
    stall = false;
    const pinned = engines({ KNOWLEDGE: 'offline', PHOTOS: 'offline', GEOCODER: 'offline' }, probes());
    await use(pinned);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.requests).toEqual([]);
    expect([pinned.knowledge.name, pinned.photos.name, pinned.geocoder.name]).toEqual([
      'offline',
      'offline',
      'offline-gazetteer',
    ]);
  });

  it('left unset, probe each service and use it while it answers', async () => {
    stall = false;
    const auto = engines({}, probes());
    const place = await use(auto);
    expect([auto.knowledge.name, auto.photos.name, auto.geocoder.name]).toEqual(['wikipedia', 'commons', 'nominatim']);
    expect(place?.sources.join('\n')).toContain('OpenStreetMap contributors via Nominatim');
    const paths = new Set(service.requests.map((r) => r.path));
    expect(paths).toEqual(new Set(['/en/w/api.php', '/w/api.php', '/status', '/reverse']));
  });

  it('answer offline within the probe’s budget while a silent service is first probed', async () => {
    stall = true;
    // KNOWLEDGE_TIMEOUT_MS would let a narration wait 4 s; the probe's 300 ms budget bounds it instead.
    const auto = engines({ KNOWLEDGE_TIMEOUT_MS: '4000', PHOTOS_TIMEOUT_MS: '8000' }, probes(300));
    const begun = performance.now();
    const facts = await auto.knowledge.enrich(paris('en'));
    const photos = await auto.photos.photosNear(48.8584, 2.2945, 3);
    expect(performance.now() - begun).toBeLessThan(1000);
    expect(facts).toEqual(paris('en'));
    expect(photos).toEqual([]);
    expect([auto.knowledge.name, auto.photos.name]).toEqual(['offline', 'offline']);
  });
});
