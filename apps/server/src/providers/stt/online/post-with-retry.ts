import { RecognitionFailedError } from '../speech-recognizer';

export interface PostOptions {
  /** For messages: 'openai', 'google'. */
  service: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Called per attempt: a FormData or stream body cannot be sent twice. */
  body: () => NonNullable<RequestInit['body']>;
}

const RETRY_DELAY_MS = 200;

/** 429 and 5xx may pass on a second try; other statuses (bad key, bad audio) will not. */
const isRetryable = (status: number) => status === 429 || status >= 500;

async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (message) return `HTTP ${response.status}: ${message}`;
  } catch {
    // Not JSON (a proxy's HTML page, say): the status alone says enough.
  }
  return `HTTP ${response.status}`;
}

/** POSTs with a per-attempt timeout and at most one retry; answers the parsed JSON or throws RecognitionFailedError. */
export async function postJsonWithRetry(url: string, options: PostOptions): Promise<unknown> {
  let failure = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (attempt === 2) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: options.headers,
        body: options.body(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // The timeout covers the body too: a service that stalls mid-answer is retried like one that never answers.
      if (response.ok) return JSON.parse(await response.text()) as unknown;
    } catch (error) {
      if (error instanceof SyntaxError) {
        throw new RecognitionFailedError(`${options.service} answered with a body that is not JSON`);
      }
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      failure = timedOut ? `timed out after ${options.timeoutMs} ms` : `could not be reached (${String(error)})`;
      continue;
    }
    failure = await describeFailure(response);
    if (!isRetryable(response.status)) break;
  }
  throw new RecognitionFailedError(`${options.service} speech recognition failed: ${failure}`);
}
