import { createOpenAiImagesClient, type OpenAiImagesOptions } from '../openai-images-client';
import type { PostcardArtist } from './postcard-artist';
import { postcardPrompt } from './postcard-prompt';

/**
 * Postcards whose artwork an OpenAI-compatible images API paints (POST {baseUrl}/images/generations)
 * in the style's words; the offline compositor then letters it, draws the route and places the
 * selfie on top, so names are never misspelt by the model. Any failure draws the offline postcard.
 */
export function createOpenAiPostcardArtist(options: OpenAiImagesOptions, offline: PostcardArtist): PostcardArtist {
  const images = createOpenAiImagesClient(options);

  return {
    name: images.source,
    async drawPostcard(content) {
      const prompt = postcardPrompt(content);
      try {
        const artwork = await images.paint(prompt);
        const drawn = await offline.drawPostcard({ ...content, artwork });
        // The compositor skips artwork it cannot decode; then it is an offline card, and says so.
        if (!drawn.prompt.includes('painted artwork'))
          throw new Error('the images API answered with no readable image');
        return { ...drawn, prompt, source: images.source };
      } catch (error) {
        images.fellBack(error);
        return offline.drawPostcard(content);
      }
    },
  };
}
