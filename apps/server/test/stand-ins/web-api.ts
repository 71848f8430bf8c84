// A web API answered by path and query (geocoders, Wikipedia, weather, news, events), with arrival times.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { sendJson, sendText, startStandInServer } from '../stand-in-server';

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
  const server = await startStandInServer(({ path, query, headers, at }, response) => {
    const recorded = { path, query, headers, at };
    requests.push(recorded);
    handler(recorded, response);
  });
  return {
    url: server.url,
    requests,
    hits: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    close: server.close,
  };
}

export function json(response: ServerResponse, body: unknown, status = 200): void {
  sendJson(response, status, body, { 'content-type': 'application/json; charset=utf-8' });
}

export function text(response: ServerResponse, body: string, status = 200): void {
  sendText(response, status, body);
}
