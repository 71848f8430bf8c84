import { presentEnv } from '../../present-env';
import { chooseImagesProvider, imagesEnvSchema } from '../create-images';
import { createOpenAiPostcardArtist } from './openai-postcard-artist';
import type { PostcardArtist } from './postcard-artist';

/** The postcard artist the images provider settings choose (the same variables as covers: IMAGES_PROVIDER...). */
export function createPostcardArtistFromEnv(
  env: NodeJS.ProcessEnv,
  offline: PostcardArtist,
  options: { onFallback?(error: Error): void } = {},
): PostcardArtist {
  const vars = imagesEnvSchema.parse(presentEnv(env));
  if (chooseImagesProvider(vars) === 'offline') return offline;
  const apiKey = vars.OPENAI_IMAGES_API_KEY ?? vars.OPENAI_API_KEY;
  if (!apiKey && !vars.OPENAI_IMAGES_BASE_URL) {
    throw new Error(
      'IMAGES_PROVIDER=openai needs OPENAI_IMAGES_API_KEY (or OPENAI_API_KEY), or OPENAI_IMAGES_BASE_URL for a local server',
    );
  }
  return createOpenAiPostcardArtist(
    {
      apiKey,
      baseUrl: vars.OPENAI_IMAGES_BASE_URL,
      model: vars.OPENAI_IMAGES_MODEL,
      size: vars.OPENAI_IMAGES_SIZE,
      timeoutMs: vars.IMAGES_TIMEOUT_MS,
      onFallback: options.onFallback,
    },
    offline,
  );
}
