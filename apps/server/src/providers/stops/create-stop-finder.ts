import { z } from 'zod';
import { createRequestQueue } from '../geo/online/request-queue';
import { presentEnv } from '../present-env';
import { createStopFinder, type StopFinder } from './find-stops';
import { createOfflineStopSource } from './offline-source';
import { createOverpassSource } from './overpass-source';
import { createWikipediaStopSource } from './wikipedia-source';

/** The environment variables of the tour-stop finder; config.ts checks them at start. */
export const stopsEnvSchema = z.object({
  /** offline (landmark pack and gazetteer) or online (also OpenStreetMap Overpass and Wikipedia GeoSearch). */
  TOUR_STOPS: z.enum(['offline', 'online']).default('offline'),
  OVERPASS_BASE_URL: z.url().default('https://overpass-api.de'),
  WIKIPEDIA_BASE_URL: z.string().default('https://{lang}.wikipedia.org'),
  ROAMCAST_CONTACT: z.string().optional(),
  TOUR_STOPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(12_000),
});

/** Offline always answers; online sources come first and are skipped when they fail. */
export function createStopFinderFromEnv(
  env: NodeJS.ProcessEnv,
  log: (message: string, error: unknown) => void = () => {},
): StopFinder {
  const vars = stopsEnvSchema.parse(presentEnv(env));
  const offline = createOfflineStopSource();
  if (vars.TOUR_STOPS === 'offline') return createStopFinder([offline], log);
  const common = { contact: vars.ROAMCAST_CONTACT, timeoutMs: vars.TOUR_STOPS_TIMEOUT_MS };
  return createStopFinder(
    [
      // Both services ask for requests one at a time from an app.
      createOverpassSource({
        ...common,
        baseUrl: vars.OVERPASS_BASE_URL,
        queue: createRequestQueue({ name: 'overpass', maxPending: 20 }),
      }),
      createWikipediaStopSource({
        ...common,
        baseUrl: vars.WIKIPEDIA_BASE_URL,
        queue: createRequestQueue({ name: 'wikipedia-stops', maxPending: 20 }),
      }),
      offline,
    ],
    log,
  );
}
