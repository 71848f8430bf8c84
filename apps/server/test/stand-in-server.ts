import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local HTTP server on 127.0.0.1 playing an online service's part, so adapters
 * are tested against real HTTP; it records every request for the test to check what was sent.
 */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. '/v1/text:synthesize?key=abc'. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  body: Buffer;
  /** performance.now() when the request arrived. */
  at: number;
  /** 0 for the first request this server received. */
  index: number;
}

/** Answers a request; leaving `response` unanswered makes the service stall (close() still ends it). */
export type Handler = (request: ReceivedRequest, response: ServerResponse) => unknown;

export interface StandInServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts on a free port; each request is answered by `handle` once its body has arrived. */
export async function startStandInServer(handle: Handler): Promise<StandInServer> {
  const requests: ReceivedRequest[] = [];
  let count = 0;
  const server = createServer((incoming, response) => {
    const at = performance.now();
    const index = count++;
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = incoming.url ?? '/';
      const parsed = new URL(url, 'http://127.0.0.1');
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
        at,
        index,
      };
      requests.push(request);
      Promise.resolve()
        .then(() => handle(request, response))
        .catch((error: unknown) => response.destroy(error as Error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled responses would otherwise hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The body parsed as JSON, or {} when there is none. */
export function jsonBody(request: ReceivedRequest): Record<string, unknown> {
  const text = request.body.toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, body: string, contentType = 'text/plain'): void {
  response.writeHead(status, { 'content-type': `${contentType}; charset=utf-8` }).end(body);
}

export function sendBytes(response: ServerResponse, status: number, body: Buffer, contentType: string): void {
  response.writeHead(status, { 'content-type': contentType }).end(body);
}

export interface SseFrame {
  event?: string;
  data: unknown;
}

/** Opens an event stream. */
export function sseHead(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

export function sseFrame(response: ServerResponse, frame: SseFrame): void {
  const data = typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data);
  response.write(`${frame.event ? `event: ${frame.event}\n` : ''}data: ${data}\n\n`);
}
