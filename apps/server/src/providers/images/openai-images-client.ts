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
  /** Told whenever the service failed and the offline drawing stood in (for logs). */
  onFallback?(error: Error): void;
}

interface ImagesResponse {
  data?: { b64_json?: string; url?: string }[];
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
 * An OpenAI-compatible images API (POST {baseUrl}/images/generations), shared by the cover and the
 * postcard artists: `paint` answers the image's bytes as the service sent them (base64 or a URL to
 * fetch), or throws saying what went wrong; `fellBack` tells the listener, naming a timeout as one.
 */
export function createOpenAiImagesClient(options: OpenAiImagesOptions) {
  const baseUrl = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const model = options.model ?? 'gpt-image-1';
  const size = options.size ?? '1536x1024';
  const timeoutMs = options.timeoutMs ?? 90_000;
  // gpt-image models always answer in base64 and refuse response_format; DALL·E and most compatible servers need it.
  const asksForBase64 = !model.startsWith('gpt-image');

  return {
    source: `openai:${model}`,

    async paint(prompt: string): Promise<Buffer> {
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
      const first = ((await response.json()) as ImagesResponse).data?.[0];
      if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
      if (first?.url) {
        const image = await fetch(first.url, { signal });
        if (!image.ok) throw new Error(`the image URL answered ${image.status}`);
        return Buffer.from(await image.arrayBuffer());
      }
      throw new Error('images API answered without an image');
    },

    fellBack(error: unknown): void {
      const reason = error instanceof Error ? error : new Error(String(error));
      options.onFallback?.(
        reason.name === 'TimeoutError' ? new Error(`images API gave no image within ${timeoutMs} ms`) : reason,
      );
    },
  };
}
