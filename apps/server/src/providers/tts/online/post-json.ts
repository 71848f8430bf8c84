import { SpeechProviderError } from './speech-errors';

export interface JsonPost {
  /** Names the service in errors, e.g. 'google-tts'. */
  provider: string;
  url: string;
  headers?: Record<string, string>;
  body: unknown;
  /** Longest wait for the response headers, and then for each piece of the body. */
  timeoutMs: number;
}

const RETRY_DELAY_MS = 250;
const MAX_RETRY_AFTER_MS = 2_000;

type Attempt =
  | { ok: true; body: AsyncGenerator<Uint8Array> }
  | { ok: false; error: SpeechProviderError; retryable: boolean; retryAfterMs?: number };

/**
 * POSTs JSON and resolves to the response body as it arrives. A network error, 429 or 5xx is
 * retried once; a timeout is not, since a second full wait would hold the first audio back twice
 * as long before the caller can fall back.
 */
export async function postJson(post: JsonPost): Promise<AsyncGenerator<Uint8Array>> {
  const first = await attempt(post);
  if (first.ok) return first.body;
  if (!first.retryable) throw first.error;
  await new Promise((resolve) => setTimeout(resolve, first.retryAfterMs ?? RETRY_DELAY_MS));
  const second = await attempt(post);
  if (second.ok) return second.body;
  throw second.error;
}

/** The whole response body, for services that answer in one JSON document. */
export async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of body) pieces.push(piece);
  return Buffer.concat(pieces);
}

async function attempt(post: JsonPost): Promise<Attempt> {
  const controller = new AbortController();
  const timer = createTimer(controller, post.timeoutMs);
  const timedOut = () => new SpeechProviderError(post.provider, `no response within ${post.timeoutMs} ms`);
  let response: Response;
  try {
    timer.arm();
    response = await fetch(post.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...post.headers },
      body: JSON.stringify(post.body),
      signal: controller.signal,
    });
  } catch (error) {
    timer.clear();
    if (timer.fired) return { ok: false, error: timedOut(), retryable: false };
    return {
      ok: false,
      error: new SpeechProviderError(post.provider, `network error (${cause(error)})`),
      retryable: true,
    };
  }
  if (!response.ok) {
    const detail = await response.text().then(errorDetail, () => '');
    timer.clear();
    const status = response.status;
    const reason = `HTTP ${status}${detail ? `: ${detail}` : ''}`;
    return {
      ok: false,
      error: new SpeechProviderError(post.provider, reason, status),
      retryable: status === 429 || status >= 500,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }
  timer.clear();
  return { ok: true, body: readBody(response, controller, timer, timedOut, post.provider) };
}

async function* readBody(
  response: Response,
  controller: AbortController,
  timer: ReturnType<typeof createTimer>,
  timedOut: () => SpeechProviderError,
  provider: string,
): AsyncGenerator<Uint8Array> {
  if (!response.body) return;
  const reader = response.body.getReader();
  let done = false;
  try {
    while (!done) {
      timer.arm();
      let piece: Awaited<ReturnType<typeof reader.read>>;
      try {
        piece = await reader.read();
      } catch (error) {
        if (timer.fired) throw timedOut();
        throw new SpeechProviderError(provider, `connection lost (${cause(error)})`);
      }
      // The time the caller spends on a piece is not the service's delay.
      timer.clear();
      done = piece.done;
      if (piece.value) yield piece.value;
    }
  } finally {
    timer.clear();
    // An abandoned stream frees its connection instead of downloading the rest.
    if (!done) controller.abort();
  }
}

function createTimer(controller: AbortController, ms: number) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  return {
    arm() {
      clearTimeout(handle);
      handle = setTimeout(() => {
        fired = true;
        controller.abort();
      }, ms);
    },
    clear: () => clearTimeout(handle),
    get fired() {
      return fired;
    },
  };
}

/** The message inside the error bodies of Google ({error:{message}}), OpenAI ({error:{message}}) and ElevenLabs ({detail}). */
function errorDetail(text: string): string {
  let detail = text;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const error = json.error as { message?: unknown } | string | undefined;
    const inner = json.detail as { message?: unknown } | string | undefined;
    const found = [
      typeof error === 'object' ? error?.message : error,
      typeof inner === 'object' ? inner?.message : inner,
      json.message,
    ].find((value) => typeof value === 'string' && value.trim());
    if (typeof found === 'string') detail = found;
  } catch {
    // Not JSON: a proxy's HTML page or plain text, kept short below.
  }
  const flat = detail.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : undefined;
}

/** undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ...) in `cause`. */
function cause(error: unknown): string {
  const inner = (error as { cause?: { code?: string; message?: string } })?.cause;
  return inner?.code ?? inner?.message ?? (error instanceof Error ? error.message : String(error));
}
