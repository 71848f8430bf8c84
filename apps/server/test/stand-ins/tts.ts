// A speech (or image) service's JSON API, and the MP3 wrapping the real speech services add around their audio.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { mp3FrameBytes } from '../../src/providers/tts/online/mp3-frames';
import { jsonBody, sendJson, startStandInServer } from '../stand-in-server';

export { sendJson };

export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. '/v1/text:synthesize?key=abc'. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
}

export type StandInHandler = (request: ReceivedRequest, response: ServerResponse) => unknown;

export interface StandIn {
  /** http://127.0.0.1:port */
  url: string;
  requests: ReceivedRequest[];
  /** Sets how the next requests are answered and forgets the ones received so far. */
  answer(handler: StandInHandler): void;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  let handler: StandInHandler = (_request, response) => response.writeHead(404).end();
  const requests: ReceivedRequest[] = [];
  const server = await startStandInServer((received, response) => {
    const request = { method: received.method, url: received.url, headers: received.headers, body: jsonBody(received) };
    requests.push(request);
    return handler(request, response);
  });
  return {
    url: server.url,
    requests,
    answer(next) {
      handler = next;
      requests.length = 0;
    },
    close: server.close,
  };
}

/**
 * The same audio as a service file looks: an ID3v2 tag (encoder name), a silent Xing "Info" frame
 * and an ID3v1 tag after the frames. Expects the mono MPEG-2 frames the offline engine writes.
 */
export function wrapLikeAService(mp3: Buffer): Buffer {
  const frame = Buffer.from('TSSE\0\0\0\x0a\0\0\x03Lavf61.7', 'latin1');
  const id3 = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, frame.length]), frame]);
  const info = Buffer.alloc(mp3FrameBytes(mp3, 0));
  mp3.copy(info, 0, 0, 4);
  info.write('Info', 4 + 9, 'latin1');
  const id3v1 = Buffer.alloc(128);
  id3v1.write('TAG', 0, 'latin1');
  return Buffer.concat([id3, info, mp3, id3v1]);
}
