/** Typed errors with stable codes; services throw them, one handler answers {success: false, error}. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a 429: how many seconds to wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message = 'Not authenticated', code = 'not_authenticated') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, code, message);
export const notFound = (message: string, code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
/** A 429 always says when to come back (`Retry-After`): a minute unless the caller knows better. */
export const tooManyRequests = (message: string, code = 'rate_limited', retryAfterSeconds = 60) =>
  new AppError(429, code, message, retryAfterSeconds);
export const serviceUnavailable = (message: string, code = 'unavailable') => new AppError(503, code, message);
