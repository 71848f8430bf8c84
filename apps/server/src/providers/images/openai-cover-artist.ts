import sharp from 'sharp';
import type { CoverArtist, CoverImage } from './cover-artist';
import { coverPrompt } from './cover-prompt';
import { createOpenAiImagesClient, type OpenAiImagesOptions } from './openai-images-client';

/** The longest side an AI cover is kept at: covers show on cards and as the player's backdrop. */
const MAX_SIDE = 1536;

/**
 * Covers painted by an OpenAI-compatible images API (POST {baseUrl}/images/generations). The answer
 * is checked to be a real image and re-encoded as JPEG; any failure (network, status, timeout,
 * bytes that are no image) draws the offline cover instead, so a tour always gets one.
 */
export function createOpenAiCoverArtist(options: OpenAiImagesOptions, offline: CoverArtist): CoverArtist {
  const images = createOpenAiImagesClient(options);

  async function paint(prompt: string): Promise<CoverImage> {
    const { data, info } = await sharp(await images.paint(prompt))
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/jpeg', width: info.width, height: info.height, prompt, source: images.source };
  }

  return {
    name: images.source,
    async drawCover(tour, request) {
      const prompt = coverPrompt(tour);
      try {
        return await paint(prompt);
      } catch (error) {
        images.fellBack(error);
        return offline.drawCover(tour, request);
      }
    },
  };
}
