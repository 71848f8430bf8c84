import sharp from 'sharp';
import type { CoverArtist, CoverImage } from './cover-artist';
import { coverPrompt } from './cover-prompt';

export interface OpenAiImagesOptions {
  /** Local OpenAI-compatible servers may need none; the header is sent only with one. */
  apiKey?: string;
  /** Default https://api.openai.com/v1. */
  baseUrl?: string;
  /** Default gpt-image-1. */
  model?: string;
  /** Default 1536x1024, the offline cover's shape. */
  size?: string;
  timeoutMs?: number;
  /** Told whenever the service failed and the offline cover stood in (for logs). */
  onFallback?(error: Error): void;
}

/** The longest side an AI cover is kept at: covers show on cards and as the player's backdrop. */
const MAX_SIDE = 1536;

interface ImagesResponse {
  data?: { b64_json?: string; url?: string; revised_prompt?: string }[];
  error?: { message?: string };
}

async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as ImagesResponse;
    if (body.error?.message) return `${response.status} ${body.error.message}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/**
 * Covers painted by an OpenAI-compatible images API (POST {baseUrl}/images/generations). The answer
 * is checked to be a real image and re-encoded as JPEG; any failure (network, status, timeout,
 * bytes that are no image) draws the offline cover instead, so a tour always gets one.
 */
export function createOpenAiCoverArtist(options: OpenAiImagesOptions, offline: CoverArtist): CoverArtist {
  const baseUrl = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const model = options.model ?? 'gpt-image-1';
  const size = options.size ?? '1536x1024';
  const timeoutMs = options.timeoutMs ?? 90_000;
  // gpt-image models always answer in base64 and refuse response_format; DALL·E and most compatible servers need it.
  const asksForBase64 = !model.startsWith('gpt-image');

  async function paint(prompt: string): Promise<CoverImage> {
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
    if (!response.ok) throw new Error(`images API answered ${await describeFailure(response)}`);
    const body = (await response.json()) as ImagesResponse;
    const first = body.data?.[0];
    let bytes: Buffer;
    if (first?.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
    else if (first?.url) {
      const image = await fetch(first.url, { signal });
      if (!image.ok) throw new Error(`the image URL answered ${image.status}`);
      bytes = Buffer.from(await image.arrayBuffer());
    } else throw new Error('images API answered without an image');
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
      prompt,
      source: `openai:${model}`,
    };
  }

  return {
    name: `openai:${model}`,
    async drawCover(tour, request) {
      const prompt = coverPrompt(tour);
      try {
        return await paint(prompt);
      } catch (error) {
        const reason = error instanceof Error ? error : new Error(String(error));
        options.onFallback?.(
          reason.name === 'TimeoutError' ? new Error(`images API gave no image within ${timeoutMs} ms`) : reason,
        );
        return offline.drawCover(tour, request);
      }
    },
  };
}
