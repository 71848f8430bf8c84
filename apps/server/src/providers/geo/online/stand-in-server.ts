import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local HTTP server on 127.0.0.1 standing in for an online service, recording
 * every request so tests can check what the adapters send.
 */
export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface StandIn {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** Requests whose path starts with `prefix`. */
  hits(prefix: string): RecordedRequest[];
  close(): Promise<void>;
}

/** `handler` answers with `json`/`text`, or returns without answering to stall. */
export type StandInHandler = (request: RecordedRequest, response: ServerResponse) => void;

export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded = { path: url.pathname, query: url.searchParams, headers: req.headers, at: performance.now() };
    requests.push(recorded);
    handler(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function text(response: ServerResponse, body: string, status = 200): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(body);
}
