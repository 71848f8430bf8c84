import type { OpenAiImagesOptions } from '../openai-cover-artist';
import type { PostcardArtist } from './postcard-artist';
import { postcardPrompt } from './postcard-prompt';

interface ImagesResponse {
  data?: { b64_json?: string; url?: string }[];
  error?: { message?: string };
}

/**
 * Postcards whose artwork an OpenAI-compatible images API paints (POST {baseUrl}/images/generations)
 * in the style's words; the offline compositor then letters it, draws the route and places the
 * selfie on top, so names are never misspelt by the model. Any failure draws the offline postcard.
 */
export function createOpenAiPostcardArtist(options: OpenAiImagesOptions, offline: PostcardArtist): PostcardArtist {
  const baseUrl = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const model = options.model ?? 'gpt-image-1';
  const size = options.size ?? '1536x1024';
  const timeoutMs = options.timeoutMs ?? 90_000;
  const asksForBase64 = !model.startsWith('gpt-image');

  async function paint(prompt: string): Promise<Uint8Array> {
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetch(`${baseUrl}/images/generations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model, prompt, n: 1, size, ...(asksForBase64 ? { response_format: 'b64_json' } : {}) }),
      signal,
    });
    const body = (await response.json().catch(() => ({}))) as ImagesResponse;
    if (!response.ok) throw new Error(`images API answered ${response.status} ${body.error?.message ?? ''}`.trim());
    const first = body.data?.[0];
    if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
    if (first?.url) {
      const image = await fetch(first.url, { signal });
      if (!image.ok) throw new Error(`the image URL answered ${image.status}`);
      return Buffer.from(await image.arrayBuffer());
    }
    throw new Error('images API answered without an image');
  }

  return {
    name: `openai:${model}`,
    async drawPostcard(content) {
      const prompt = postcardPrompt(content);
      try {
        const artwork = await paint(prompt);
        const drawn = await offline.drawPostcard({ ...content, artwork });
        // The compositor skips artwork it cannot decode; then it is an offline card, and says so.
        if (!drawn.prompt.includes('painted artwork'))
          throw new Error('the images API answered with no readable image');
        return { ...drawn, prompt, source: `openai:${model}` };
      } catch (error) {
        const reason = error instanceof Error ? error : new Error(String(error));
        options.onFallback?.(
          reason.name === 'TimeoutError' ? new Error(`images API gave no image within ${timeoutMs} ms`) : reason,
        );
        return offline.drawPostcard(content);
      }
    },
  };
}
