import { z } from 'zod';
import { presentEnv } from '../present-env';
import type { CoverArtist } from './cover-artist';
import { createOpenAiCoverArtist } from './openai-cover-artist';
import type { OpenAiImagesOptions } from './openai-images-client';

/** The environment variables the images provider reads; config.ts validates them at start. */
export const imagesEnvSchema = z.object({
  IMAGES_PROVIDER: z.enum(['offline', 'openai']).optional(),
  OPENAI_IMAGES_API_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_IMAGES_BASE_URL: z.url().optional(),
  OPENAI_IMAGES_MODEL: z.string().trim().min(1).default('gpt-image-1'),
  OPENAI_IMAGES_SIZE: z
    .string()
    .regex(/^\d{3,4}x\d{3,4}$/, 'OPENAI_IMAGES_SIZE must look like 1536x1024')
    .default('1536x1024'),
  IMAGES_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
});
export type ImagesEnv = z.infer<typeof imagesEnvSchema>;

/**
 * Which artist draws covers. Painted covers cost money per image, so an OpenAI key for narration
 * alone does not switch them on: IMAGES_PROVIDER=openai does (with OPENAI_IMAGES_API_KEY or
 * OPENAI_API_KEY), and so does an images-only key or base URL (a local server).
 */
export function chooseImagesProvider(env: ImagesEnv): 'offline' | 'openai' {
  if (env.IMAGES_PROVIDER) return env.IMAGES_PROVIDER;
  return env.OPENAI_IMAGES_API_KEY || env.OPENAI_IMAGES_BASE_URL ? 'openai' : 'offline';
}

/**
 * The images service the environment names, or null when covers and postcards are drawn offline.
 * Throws at start when IMAGES_PROVIDER=openai comes with neither a key nor a base URL.
 */
export function openAiImagesFromEnv(env: NodeJS.ProcessEnv): OpenAiImagesOptions | null {
  const vars = imagesEnvSchema.parse(presentEnv(env));
  if (chooseImagesProvider(vars) === 'offline') return null;
  const apiKey = vars.OPENAI_IMAGES_API_KEY ?? vars.OPENAI_API_KEY;
  if (!apiKey && !vars.OPENAI_IMAGES_BASE_URL) {
    throw new Error(
      'IMAGES_PROVIDER=openai needs OPENAI_IMAGES_API_KEY (or OPENAI_API_KEY), or OPENAI_IMAGES_BASE_URL for a local server',
    );
  }
  return {
    apiKey,
    baseUrl: vars.OPENAI_IMAGES_BASE_URL,
    model: vars.OPENAI_IMAGES_MODEL,
    size: vars.OPENAI_IMAGES_SIZE,
    timeoutMs: vars.IMAGES_TIMEOUT_MS,
  };
}

export function createCoverArtistFromEnv(
  env: NodeJS.ProcessEnv,
  offline: CoverArtist,
  options: { onFallback?(error: Error): void } = {},
): CoverArtist {
  const service = openAiImagesFromEnv(env);
  return service ? createOpenAiCoverArtist({ ...service, onFallback: options.onFallback }, offline) : offline;
}
