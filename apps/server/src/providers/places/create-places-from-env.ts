import { z } from 'zod';
import { presentEnv } from '../present-env';
import { createGooglePlacesClient, type GooglePlacesClient } from './google-places-client';

const optionalText = z.string().trim().min(1).optional();

/** The environment variables the places, photo proxy and maps features read; the lead merges them into config. */
export const placesEnvSchema = z.object({
  /** Server-side key for Place Details and Place Photos. */
  PLACES_API_KEY: optionalText,
  /** One key for everything: used when PLACES_API_KEY or GOOGLE_MAPS_BROWSER_KEY is unset. */
  GOOGLE_MAPS_API_KEY: optionalText,
  /** Key handed to the browser for the maps script and Embed API (restrict it by HTTP referrer). */
  GOOGLE_MAPS_BROWSER_KEY: optionalText,
  GOOGLE_PLACES_BASE_URL: z.url().default('https://maps.googleapis.com'),
  PLACES_CACHE_DAYS: z.coerce.number().min(0).max(365).default(7),
  PLACES_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
});
export type PlacesEnv = z.infer<typeof placesEnvSchema>;

export interface PlacesProvider {
  /** Null when no server key is configured: details and photos then answer 503. */
  client: GooglePlacesClient | null;
  /** Null sends the web app to OpenStreetMap tiles and embeds. */
  browserKey: string | null;
  /** How long a cached place counts as fresh. */
  cacheTtlMs: number;
}

export function createPlacesFromEnv(env: NodeJS.ProcessEnv): PlacesProvider {
  const present = presentEnv(env);
  const vars = placesEnvSchema.parse(present);
  const serverKey = vars.PLACES_API_KEY ?? vars.GOOGLE_MAPS_API_KEY ?? null;
  return {
    client: serverKey
      ? createGooglePlacesClient({
          apiKey: serverKey,
          baseUrl: vars.GOOGLE_PLACES_BASE_URL,
          timeoutMs: vars.PLACES_TIMEOUT_MS,
        })
      : null,
    browserKey: vars.GOOGLE_MAPS_BROWSER_KEY ?? vars.GOOGLE_MAPS_API_KEY ?? null,
    cacheTtlMs: vars.PLACES_CACHE_DAYS * 86_400_000,
  };
}
