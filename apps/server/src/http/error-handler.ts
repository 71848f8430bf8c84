import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { BACKEND_UNAVAILABLE_MESSAGE, isBackendUnavailable } from './backend-unavailable';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route answers when its body is over its bodyLimit, e.g. "The image is larger than 10 MB…". */
    bodyTooLargeMessage?: string;
  }
}

function megabytes(bytes: number): string {
  const value = bytes / 1024 / 1024;
  return `${value >= 10 ? Math.round(value) : +value.toFixed(1)} MB`;
}

/** Fastify's own refusals (body parsing, limits), said so a person knows what to change. */
function clientMessage(error: FastifyError, request: FastifyRequest): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'The request body is not valid JSON';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const route = request.routeOptions;
    return (
      route.config?.bodyTooLargeMessage ??
      `The request body is too large: at most ${megabytes(route.bodyLimit ?? 1024 * 1024)} is accepted`
    );
  }
  if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
    return 'The request body does not match its Content-Length header';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as application/json';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty; send a JSON object';
  return error.message;
}

/** Read and dropped before a too-large body's 413, at most: beyond it the connection is simply closed. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;
const DISCARD_TIMEOUT_MS = 15_000;

/** Reads what the client is still sending and throws it away (up to the limit and the time-out). */
function discardBody(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_LIMIT_BYTES) done();
    };
    const timer = setTimeout(done, DISCARD_TIMEOUT_MS);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}

/**
 * One place answers every failure as {success: false, data: null, error}. Bad input is never a 500.
 * Unknown /api and /media paths get a JSON 404; every other path serves the web app, whose router shows 'Page not found'.
 */
export function registerErrorHandling(app: FastifyInstance, options: { webDist?: string }): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // Every 429 says when to come back; a rate limit's own (its window's end) is kept.
      if (error.status === 429 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(error.retryAfterSeconds ?? 60));
      }
      const issues = error.issues ? { issues: error.issues } : {};
      return reply
        .status(error.status)
        .send({ success: false, data: null, error: error.message, code: error.code, ...issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Refused for its size before it was read: read the rest first, or closing on a client still
      // sending resets the connection and it never sees the reason.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await discardBody(request.raw);
      return reply
        .status(status)
        .send({ success: false, data: null, error: clientMessage(error, request), code: error.code ?? 'bad_request' });
    }
    if (isBackendUnavailable(error)) {
      // The database or Redis is restarting: a 503 the client may retry, not a 500; it recovers by itself.
      request.log.warn({ err: error }, 'a backing service is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, data: null, error: BACKEND_UNAVAILABLE_MESSAGE, code: 'unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      success: false,
      data: null,
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
    if (!isApi && options.webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html', options.webDist, { maxAge: 0 });
    }
    return reply
      .status(404)
      .send({ success: false, data: null, error: `No API route for ${request.method} ${pathname}`, code: 'not_found' });
  });
}
