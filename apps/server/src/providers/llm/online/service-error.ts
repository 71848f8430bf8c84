import { ModelError } from './text-model';

const MAX_REASON = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > MAX_REASON ? `${flat.slice(0, MAX_REASON - 1)}…` : flat;
}

/** The message in an error body: OpenAI, Anthropic and Gemini all put it at error.message. */
export function serviceMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return shorten(error);
    if (error && typeof error.message === 'string') return shorten(error.message);
    if (typeof parsed.message === 'string') return shorten(parsed.message);
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the text itself is the message.
  }
  return shorten(body) || 'no error message';
}

/** Rate limits and server-side failures may pass on a second try; a refused request will not. */
export function httpError(status: number, body: string): ModelError {
  const retryable = status === 408 || status === 429 || status >= 500;
  return new ModelError('http', `HTTP ${status}: ${serviceMessage(body)}`, retryable, status);
}

export function networkError(error: unknown): ModelError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
  return new ModelError('network', `network error: ${shorten(detail)}`, true);
}
