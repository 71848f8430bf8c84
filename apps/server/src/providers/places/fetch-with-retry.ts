/** A failed call to an outside service; status is null when no answer came (timeout, refused connection). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface RetryOptions {
  timeoutMs: number;
  /** Extra attempts after the first; outside services get at most one. */
  retries?: number;
  retryDelayMs?: number;
}

const isRetryable = (status: number) => status >= 500 || status === 429;

/**
 * GET-style fetch with a per-attempt timeout and one retry on timeouts, network errors, 5xx and 429.
 * Other statuses come back to the caller, who knows what a 400 or 404 means for its service.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  const attempts = 1 + (options.retries ?? 1);
  const host = new URL(url).host;
  let failure: UpstreamError = new UpstreamError(`${host} was not called`, null);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      // The timeout covers reading the body too, since the caller reads it under the same signal.
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      if (!isRetryable(response.status)) return response;
      await response.body?.cancel();
      failure = new UpstreamError(`${host} answered HTTP ${response.status}`, response.status);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      failure = new UpstreamError(
        timedOut ? `${host} timed out after ${options.timeoutMs}ms` : `${host} could not be reached`,
        null,
      );
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 200));
  }
  throw failure;
}
