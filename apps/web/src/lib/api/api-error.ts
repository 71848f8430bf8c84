/** One field's problem in a refused request (the server's `issues`): field, problem and its bound. */
export interface InputIssue {
  field: string;
  problem: string;
  limit?: number;
}

export interface ApiErrorDetails {
  /** For a refused request body (code invalid_input). */
  issues?: InputIssue[];
  /** For a 429: the server's Retry-After, in seconds. */
  retryAfterSeconds?: number;
}

/**
 * A failed call: the server's own `error` text when it sent one, else 'Request failed', and its stable
 * `code`, which the screens turn into the listener's language (error-text.ts).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status; 0 when no response arrived (timeout or network). */
    readonly status: number,
    /** The server's stable code (`tour_not_found`), or the client's own: `timeout`, `network`. */
    readonly code: string | null = null,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

export const GENERIC_FAILURE = 'Request failed';

export function timeoutMessage(ms: number): string {
  return `Request timed out after ${ms}ms`;
}
