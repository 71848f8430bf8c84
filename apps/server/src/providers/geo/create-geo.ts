import { z } from 'zod';
import { presentEnv } from '../present-env';
import { autoGeocoder } from '../online-probe/auto-sources';
import type { OnlineProbes } from '../online-probe/online-probes';
import { nominatimProbe } from '../online-probe/service-probes';
import type { Geocoder } from './geocoder';
import { createGoogleGeocodingService } from './online/google-service';
import { createNominatimService, nominatimQueue as defaultNominatimQueue } from './online/nominatim-service';
import { createOnlineGeocoder, type OnlineGeocoderOptions } from './online/online-geocoder';
import type { RequestQueue } from './online/request-queue';

/** The environment variables of the geo provider; config.ts merges them into its own schema. */
export const geoEnvSchema = z.object({
  /**
   * offline (the bundled gazetteer), nominatim or google; unset: google when GOOGLE_MAPS_API_KEY is set,
   * else Nominatim while it answers the server's probes, else offline.
   */
  GEOCODER: z.enum(['offline', 'nominatim', 'google']).optional(),
  NOMINATIM_BASE_URL: z.url().default('https://nominatim.openstreetmap.org'),
  /** URL or e-mail sent to Nominatim in the User-Agent; ROAMCAST_CONTACT, else the project URL. */
  NOMINATIM_CONTACT: z.string().optional(),
  /** URL or e-mail sent in the User-Agent to every online service. */
  ROAMCAST_CONTACT: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GOOGLE_GEOCODING_BASE_URL: z.url().default('https://maps.googleapis.com'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export type GeoEnv = z.infer<typeof geoEnvSchema>;

/**
 * The geocoder the environment asks for, with `offline` (the gazetteer) as its fallback and its grounding.
 * GEOCODER unset without a Google key: with `probes` (the server's), Nominatim while it answers, else
 * the gazetteer; without probes, the gazetteer.
 */
export function createGeocoderFromEnv(
  env: NodeJS.ProcessEnv,
  offline: Geocoder,
  {
    nominatimQueue = defaultNominatimQueue,
    probes,
    ...options
  }: OnlineGeocoderOptions & { nominatimQueue?: RequestQueue; probes?: OnlineProbes } = {},
): Geocoder {
  const vars = geoEnvSchema.parse(presentEnv(env));
  const kind = vars.GEOCODER ?? (vars.GOOGLE_MAPS_API_KEY ? 'google' : probes ? 'auto' : 'offline');
  const contact = vars.ROAMCAST_CONTACT;
  if (kind === 'google') {
    if (!vars.GOOGLE_MAPS_API_KEY) throw new Error('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
    const service = createGoogleGeocodingService({
      baseUrl: vars.GOOGLE_GEOCODING_BASE_URL,
      apiKey: vars.GOOGLE_MAPS_API_KEY,
      timeoutMs: vars.GEOCODER_TIMEOUT_MS,
      contact,
    });
    // Google's terms allow caching only briefly.
    return createOnlineGeocoder(service, offline, { cacheTtlMs: 60 * 60 * 1000, ...options });
  }
  if (kind === 'offline') return offline;
  const nominatim = (onFallback = options.onFallback) =>
    createOnlineGeocoder(
      createNominatimService({
        baseUrl: vars.NOMINATIM_BASE_URL,
        contact: vars.NOMINATIM_CONTACT ?? contact,
        timeoutMs: vars.GEOCODER_TIMEOUT_MS,
        queue: nominatimQueue,
      }),
      offline,
      { ...options, onFallback },
    );
  if (kind === 'nominatim' || !probes) return nominatim();
  const reachability = probes.watch(
    'nominatim',
    nominatimProbe({
      baseUrl: vars.NOMINATIM_BASE_URL,
      contact: vars.NOMINATIM_CONTACT ?? contact,
      queue: nominatimQueue,
    }),
  );
  // A failure between two probes asks again at once, so the next requests need not wait on a dead service.
  const online = nominatim((error, operation) => {
    options.onFallback?.(error, operation);
    void reachability.check();
  });
  return autoGeocoder(reachability, online, offline);
}
