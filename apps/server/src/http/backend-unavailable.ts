/** What a caller reads while the database or Redis is restarting: it answers again by itself. */
export const BACKEND_UNAVAILABLE_MESSAGE =
  'Roamcast cannot reach its database right now (it may be restarting). Nothing was changed; please try again in a few seconds.';

/** Socket-level failures: the server is away, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": class 08 (connection exception),
 * 57P01-57P03 (shut down by an administrator, crashed, starting up) and 53300 (too many connections).
 */
const POSTGRES_STATES = /^(08...|57P0[123]|53300)$/;
/** Said by the drivers when a connection drops mid-query or cannot be had in time (pg, ioredis, SQLite). */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Reached the max retries per request limit|database is locked/i;

/** True when `error` (or what caused it) says a backing service is away, not that the request was wrong. */
export function isBackendUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || code === 'SQLITE_BUSY'))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
