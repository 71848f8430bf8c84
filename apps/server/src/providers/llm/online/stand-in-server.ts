import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test helper: a local HTTP server on 127.0.0.1 that plays a model service's part. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export type StandInHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  /** Answers the next requests in order; the last handler keeps answering after that. */
  respond(...handlers: StandInHandler[]): void;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  let handlers: StandInHandler[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: text ? JSON.parse(text) : {},
    };
    requests.push(recorded);
    const handler = handlers.length > 1 ? handlers.shift()! : handlers[0];
    if (handler) await handler(recorded, res);
    else json(res, 500, { error: { message: 'no handler' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(...next) {
      handlers = next;
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface SseFrame {
  event?: string;
  data: unknown;
}

export function sseHead(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

export function sseFrame(res: ServerResponse, frame: SseFrame): void {
  const data = typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data);
  res.write(`${frame.event ? `event: ${frame.event}\n` : ''}data: ${data}\n\n`);
}

/** Sends a whole event stream and ends it. */
export function sse(frames: SseFrame[]): StandInHandler {
  return (_req, res) => {
    sseHead(res);
    frames.forEach((frame) => sseFrame(res, frame));
    res.end();
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Opens the stream and then says nothing, like a service that hangs. */
export const stall: StandInHandler = (_req, res) => sseHead(res);
