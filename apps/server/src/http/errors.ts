/** What is wrong with one field of a request, in stable terms a client turns into its own language. */
export type InputProblem =
  'missing' | 'too_short' | 'too_long' | 'too_many' | 'invalid_email' | 'unknown_field' | 'invalid';

export interface InputIssue {
  /** The field's path, dotted: "password", "location.lat". */
  field: string;
  problem: InputProblem;
  /** The bound a too_short, too_long or too_many broke (characters or items). */
  limit?: number;
}

/** Typed errors with stable codes; services throw them, one handler answers {success: false, error, code}. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a 429: how many seconds to wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
    /** For invalid input: each field's problem, sent as `issues`. */
    readonly issues?: readonly InputIssue[],
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
