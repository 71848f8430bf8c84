// A text model service (OpenAI, Anthropic, Gemini): JSON answers and event streams, in order.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { jsonBody, sendJson, sseFrame, sseHead, startStandInServer, type SseFrame } from '../stand-in-server';

export { sseFrame, sseHead, type SseFrame };

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
  const server = await startStandInServer(async (received, response) => {
    const recorded = {
      method: received.method,
      url: received.url,
      headers: received.headers,
      body: jsonBody(received),
    };
    requests.push(recorded);
    const handler = handlers.length > 1 ? handlers.shift()! : handlers[0];
    if (handler) await handler(recorded, response);
    else json(response, 500, { error: { message: 'no handler' } });
  });
  return {
    url: server.url,
    requests,
    respond(...next) {
      handlers = next;
      requests.length = 0;
    },
    close: server.close,
  };
}

/** Sends a whole event stream and ends it. */
export function sse(frames: SseFrame[]): StandInHandler {
  return (_request, response) => {
    sseHead(response);
    frames.forEach((frame) => sseFrame(response, frame));
    response.end();
  };
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  sendJson(response, status, body);
}

/** Opens the stream and then says nothing, like a service that hangs. */
export const stall: StandInHandler = (_request, response) => sseHead(response);
