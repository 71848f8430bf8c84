import { z } from 'zod';
import { presentEnv } from '../present-env';
import { offlineLiveContext, type LiveContext } from './live-context';
import { createOnlineLiveContext, type OnlineLiveContextOptions } from './online-live-context';

/** The environment variables of the live context; config.ts merges them into its own schema. */
export const liveEnvSchema = z.object({
  /** offline (the live themes say live data is unavailable) or online (Open-Meteo, GDELT, OpenEventDatabase). */
  LIVE_CONTEXT: z.enum(['offline', 'online']).default('offline'),
  OPEN_METEO_BASE_URL: z.url().default('https://api.open-meteo.com'),
  GDELT_BASE_URL: z.url().default('https://api.gdeltproject.org'),
  OEDB_BASE_URL: z.url().default('https://api.openeventdatabase.org'),
  /** URL or e-mail sent in the User-Agent to every online service. */
  ROAMCAST_CONTACT: z.string().optional(),
  LIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export function createLiveContextFromEnv(
  env: NodeJS.ProcessEnv,
  options: Pick<OnlineLiveContextOptions, 'onError' | 'gdeltQueue'> = {},
): LiveContext {
  const vars = liveEnvSchema.parse(presentEnv(env));
  if (vars.LIVE_CONTEXT === 'offline') return offlineLiveContext;
  return createOnlineLiveContext({
    openMeteoBaseUrl: vars.OPEN_METEO_BASE_URL,
    gdeltBaseUrl: vars.GDELT_BASE_URL,
    oedbBaseUrl: vars.OEDB_BASE_URL,
    contact: vars.ROAMCAST_CONTACT,
    timeoutMs: vars.LIVE_TIMEOUT_MS,
    onError: options.onError,
    gdeltQueue: options.gdeltQueue,
  });
}
