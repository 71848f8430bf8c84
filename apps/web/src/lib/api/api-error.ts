/** A failed call: the server's own `error` text when it sent one, else 'Request failed'. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    /** The HTTP status; 0 when no response arrived (timeout or network). */
    readonly status: number,
  ) {
    super(message);
  }
}

export const GENERIC_FAILURE = 'Request failed';

export function timeoutMessage(ms: number): string {
  return `Request timed out after ${ms}ms`;
}
