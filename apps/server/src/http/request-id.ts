import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A client's (or proxy's) x-request-id is kept only when short and plain, so it cannot forge log
 * lines or carry a payload; anything else gets a fresh UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}
