import { openAiImagesFromEnv } from '../create-images';
import { createOpenAiPostcardArtist } from './openai-postcard-artist';
import type { PostcardArtist } from './postcard-artist';

/** The postcard artist the images provider settings choose (the same variables as covers: IMAGES_PROVIDER...). */
export function createPostcardArtistFromEnv(
  env: NodeJS.ProcessEnv,
  offline: PostcardArtist,
  options: { onFallback?(error: Error): void } = {},
): PostcardArtist {
  const service = openAiImagesFromEnv(env);
  return service ? createOpenAiPostcardArtist({ ...service, onFallback: options.onFallback }, offline) : offline;
}
