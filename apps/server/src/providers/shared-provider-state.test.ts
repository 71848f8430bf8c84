import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startStandIn, type StandIn } from '../../test/stand-ins/web-api';
import { createGeocoderFromEnv } from './geo/create-geo';
import { createOfflineGeocoder } from './geo/offline-geocoder';
import { createSharedProviderState, type SharedProviderState } from './shared-provider-state';

const PLACE = {
  lat: '37.8590937',
  lon: '-122.4852507',
  display_name: 'Sausalito, Marin County, California, United States',
  address: { town: 'Sausalito', state: 'California', country: 'United States', country_code: 'us' },
};

/** Two processes of one deployment: same Redis, same prefix, a connection each. */
const env = { JOB_QUEUE_PREFIX: `provider-state-test-${process.pid}-${Date.now()}` };
const offline = createOfflineGeocoder();
let nominatim: StandIn;
let states: SharedProviderState[] = [];

beforeAll(async () => {
  nominatim = await startStandIn((_request, response) => json(response, PLACE));
  states = [0, 1].map(() => createSharedProviderState('redis://127.0.0.1:6379', env));
});
afterAll(async () => {
  for (const state of states) state.close();
  await nominatim.close();
});

const geocoderOf = (state: SharedProviderState) =>
  createGeocoderFromEnv({ GEOCODER: 'nominatim', NOMINATIM_BASE_URL: nominatim.url }, offline, {
    nominatimQueue: state.nominatimQueue,
    sharedCache: state.geocoderCache,
  });

describe('provider state shared through Redis', () => {
  it("spaces two processes' Nominatim requests a second apart and shares their answers", async () => {
    const [a, b] = states.map(geocoderOf);
    const [first, second] = await Promise.all([
      a!.reverse(37.8591, -122.4853, 'en'),
      b!.reverse(48.8637, 2.3363, 'en'),
    ]);
    expect(first?.place.name).toBe('Sausalito');
    expect(second).not.toBeNull();
    const [one, two] = nominatim.hits('/reverse');
    // Arrivals, not starts: the first request also opened the connection to the server.
    expect(Math.abs(two!.at - one!.at)).toBeGreaterThanOrEqual(950);

    await new Promise((resolve) => setTimeout(resolve, 50)); // the shared write is not waited for
    expect((await b!.reverse(37.8591, -122.4853, 'en'))?.place.name).toBe('Sausalito');
    expect(nominatim.hits('/reverse')).toHaveLength(2);
  });
});
