import { z } from 'zod';
import { createRequestQueue } from '../geo/online/request-queue';
import { presentEnv } from '../present-env';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import type { Geocoder } from '../geo/geocoder';
import type { TextModel } from '../llm/online/text-model';
import { createStopFinder, type ConfirmPlace, type StopFinder } from './find-stops';
import { createLlmStopSource } from './llm-source';
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

/**
 * A proposal is confirmed when its name geocodes to within a kilometre of where it was said to be:
 * the best match or any other place the name may mean, searched near the tour's area.
 */
const CONFIRM_WITHIN_METERS = 1000;

function confirmByGeocoding(geocoder: Geocoder): ConfirmPlace {
  return async (candidate, search) => {
    const found = await geocoder.forward(candidate.name, search.language, { near: search });
    return (found?.candidates ?? []).some((place) => distanceMeters(place, candidate) <= CONFIRM_WITHIN_METERS);
  };
}

/** Offline always answers; online sources come first and are skipped when they fail. */
export function createStopFinderFromEnv(
  env: NodeJS.ProcessEnv,
  options: {
    onSourceFailure?: (source: string, error: unknown) => void;
    model?: TextModel | null;
    geocoder?: Geocoder;
  } = {},
): StopFinder {
  const vars = stopsEnvSchema.parse(presentEnv(env));
  const { onSourceFailure, model, geocoder } = options;
  const offline = createOfflineStopSource();
  // The configured language model proposes first; its places count once another source or the geocoder confirms them.
  const llm = model ? [createLlmStopSource(model)] : [];
  const confirm = geocoder ? confirmByGeocoding(geocoder) : undefined;
  if (vars.TOUR_STOPS === 'offline') return createStopFinder([...llm, offline], onSourceFailure, confirm);
  const common = { contact: vars.ROAMCAST_CONTACT, timeoutMs: vars.TOUR_STOPS_TIMEOUT_MS };
  return createStopFinder(
    [
      ...llm,
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
    onSourceFailure,
    confirm,
  );
}
