import { z } from 'zod';
import { presentEnv } from '../present-env';
import { createPlacesFromEnv } from '../places/create-places-from-env';
import { createCommonsPhotoSource } from './commons-photo-source';
import { createGooglePlacesPhotoSource } from './google-places-photo-source';
import { createOfflinePhotoSource } from './offline-photo-source';
import type { PhotoSource } from './photo-source';

/** The environment variables the photos provider reads; the lead merges them into config. */
export const photosEnvSchema = z.object({
  /** google uses the Places key (PLACES_API_KEY or GOOGLE_MAPS_API_KEY) and GOOGLE_PLACES_BASE_URL. */
  PHOTOS: z.enum(['offline', 'commons', 'google']).default('offline'),
  COMMONS_BASE_URL: z.url().default('https://commons.wikimedia.org'),
  /** Wikimedia's policy wants a name and a contact (URL or email) in every client's User-Agent. */
  PHOTOS_USER_AGENT: z.string().trim().min(1).default('Roamcast/0.1 (self-hosted audio guide; Node.js fetch)'),
  PHOTOS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
});
export type PhotosEnv = z.infer<typeof photosEnvSchema>;

export function createPhotoSourceFromEnv(env: NodeJS.ProcessEnv): PhotoSource {
  const present = presentEnv(env);
  const vars = photosEnvSchema.parse(present);
  if (vars.PHOTOS === 'offline') return createOfflinePhotoSource();
  if (vars.PHOTOS === 'google') {
    const { client } = createPlacesFromEnv(present);
    if (!client)
      throw new Error('PHOTOS=google needs a Google Places API key: set PLACES_API_KEY (or GOOGLE_MAPS_API_KEY)');
    return createGooglePlacesPhotoSource({ client });
  }
  return createCommonsPhotoSource({
    baseUrl: vars.COMMONS_BASE_URL,
    userAgent: vars.PHOTOS_USER_AGENT,
    timeoutMs: vars.PHOTOS_TIMEOUT_MS,
  });
}
