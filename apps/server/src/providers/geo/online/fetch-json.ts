import { QueueFullError, type RequestQueue } from './request-queue';

/** Where the services' usage policies send their operators' questions; NOMINATIM_CONTACT / ROAMCAST_CONTACT replace it. */
export const PROJECT_URL = 'https://github.com/roamcast/roamcast';

/** Identifies the app to the free services, as their usage policies require (stock library agents are refused). */
export function userAgent(contact?: string): string {
  return `Roamcast/0.1 (+${contact || PROJECT_URL})`;
}

/** An online source failed: unreachable, too slow, an error status or an answer that is not what the service sends. */
export class OnlineSourceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OnlineSourceError';
  }
}

export interface FetchJsonOptions {
  headers?: Record<string, string>;
  /** For each attempt, from the moment it starts (time spent waiting in a queue is not counted). */
  timeoutMs: number;
  /** Attempts after the first, for network errors, timeouts, 429 and 5xx; 1 unless told. */
  retries?: number;
  /** Every attempt waits its turn here (rate limits, one-at-a-time policies). */
  queue?: RequestQueue;
  /** 404 is an answer ("no such page"), not a failure: resolve with null. */
  notFoundIsNull?: boolean;
}

const RETRY_PAUSE_MS = 200;

function retryable(error: unknown): boolean {
  if (error instanceof QueueFullError) return false;
  if (error instanceof OnlineSourceError)
    return error.status === undefined || error.status === 429 || error.status >= 500;
  return true;
}

/** GET a JSON document with a timeout and at most one retry; throws OnlineSourceError. */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  const attempts = 1 + (options.retries ?? 1);
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    try {
      const once = () => fetchOnce(url, options);
      return await (options.queue ? options.queue.run(once) : once());
    } catch (error) {
      lastError = error;
      if (!retryable(error)) break;
    }
  }
  throw lastError instanceof OnlineSourceError || lastError instanceof QueueFullError
    ? lastError
    : new OnlineSourceError(`${hostOf(url)}: ${describe(lastError)}`);
}

async function fetchOnce(url: string, options: FetchJsonOptions): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...options.headers },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (response.status === 404 && options.notFoundIsNull) {
    await response.body?.cancel();
    return null;
  }
  const text = await response.text();
  if (!response.ok) {
    throw new OnlineSourceError(`${hostOf(url)} answered ${response.status}: ${text.slice(0, 200)}`, response.status);
  }
  try {
    return JSON.parse(text);
  } catch {
    // GDELT and others answer some errors with 200 and a line of plain text.
    throw new OnlineSourceError(`${hostOf(url)} sent something other than JSON: ${text.slice(0, 200)}`, 502);
  }
}

function hostOf(url: string): string {
  return new URL(url).host;
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  if (error instanceof Error) return error.cause instanceof Error ? error.cause.message : error.message;
  return String(error);
}
