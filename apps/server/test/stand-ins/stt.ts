// A speech recognition service: raw (often multipart) bodies, answered by request number.
import type { ServerResponse } from 'node:http';
import { sendJson, startStandInServer, type ReceivedRequest } from '../stand-in-server';

export type RecordedRequest = Pick<ReceivedRequest, 'method' | 'url' | 'headers' | 'body'>;

/** Answers the nth request (0-based); leaving `response` unanswered makes the service stall. */
export type StandInHandler = (request: RecordedRequest, response: ServerResponse, index: number) => void;

/** A local HTTP server on 127.0.0.1 playing an online speech service, recording what it was sent. */
export async function startStandIn(handler: StandInHandler) {
  const requests: RecordedRequest[] = [];
  const server = await startStandInServer(({ method, url, headers, body }, response) => {
    const recorded = { method, url, headers, body };
    requests.push(recorded);
    handler(recorded, response, requests.length - 1);
  });
  return { url: server.url, requests, close: server.close };
}

export { sendJson };

/** Parses a multipart/form-data body the way the real service would. */
export function readMultipart(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}
