import { z } from 'zod';
import { presentEnv } from '../present-env';
import { createPlacesFromEnv } from '../places/create-places-from-env';
import { autoPhotos } from '../online-probe/auto-sources';
import type { OnlineProbes } from '../online-probe/online-probes';
import { commonsProbe } from '../online-probe/service-probes';
import { createCommonsPhotoSource } from './commons-photo-source';
import { createGooglePlacesPhotoSource } from './google-places-photo-source';
import { createOfflinePhotoSource } from './offline-photo-source';
import type { PhotoSource } from './photo-source';

/** The environment variables the photos provider reads; the lead merges them into config. */
export const photosEnvSchema = z.object({
  /**
   * google uses the Places key (PLACES_API_KEY or GOOGLE_MAPS_API_KEY) and GOOGLE_PLACES_BASE_URL;
   * unset: Commons while it answers the server's probes, else offline.
   */
  PHOTOS: z.enum(['offline', 'commons', 'google']).optional(),
  COMMONS_BASE_URL: z.url().default('https://commons.wikimedia.org'),
  /** Wikimedia's policy wants a name and a contact (URL or email) in every client's User-Agent. */
  PHOTOS_USER_AGENT: z.string().trim().min(1).default('Roamcast/0.1 (self-hosted audio guide; Node.js fetch)'),
  PHOTOS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
});
export type PhotosEnv = z.infer<typeof photosEnvSchema>;

/** PHOTOS unset with `probes` (the server's): Commons while it answers, else offline; without probes: offline. */
export function createPhotoSourceFromEnv(env: NodeJS.ProcessEnv, options: { probes?: OnlineProbes } = {}): PhotoSource {
  const present = presentEnv(env);
  const vars = photosEnvSchema.parse(present);
  const kind = vars.PHOTOS ?? (options.probes ? 'auto' : 'offline');
  if (kind === 'offline') return createOfflinePhotoSource();
  if (kind === 'google') {
    const { client } = createPlacesFromEnv(present);
    if (!client)
      throw new Error('PHOTOS=google needs a Google Places API key: set PLACES_API_KEY (or GOOGLE_MAPS_API_KEY)');
    return createGooglePlacesPhotoSource({ client });
  }
  const commons = createCommonsPhotoSource({
    baseUrl: vars.COMMONS_BASE_URL,
    userAgent: vars.PHOTOS_USER_AGENT,
    timeoutMs: vars.PHOTOS_TIMEOUT_MS,
  });
  if (kind === 'commons' || !options.probes) return commons;
  const reachability = options.probes.watch(
    'commons',
    commonsProbe({ baseUrl: vars.COMMONS_BASE_URL, userAgent: vars.PHOTOS_USER_AGENT }),
  );
  return autoPhotos(reachability, commons, createOfflinePhotoSource());
}
