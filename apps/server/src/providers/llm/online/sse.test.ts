import { describe, expect, it } from 'vitest';
import { readSse, type SseEvent } from './sse';

function bodyOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      pieces.forEach((piece) => controller.enqueue(encoder.encode(piece)));
      controller.close();
    },
  });
}

async function eventsOf(pieces: string[]): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSse(bodyOf(pieces))) events.push(event);
  return events;
}

describe('readSse', () => {
  it('reads events split anywhere across chunks, with CRLF, comments and multi-line data', async () => {
    const stream =
      ': keep-alive\r\nevent: message_start\r\ndata: {"a":1}\r\n\r\ndata: line one\ndata: line two\n\nevent: ping\ndata: {}\n\n';
    const pieces = stream.match(/[\s\S]{1,7}/gu)!;
    expect(await eventsOf(pieces)).toEqual([
      { event: 'message_start', data: '{"a":1}' },
      { event: 'message', data: 'line one\nline two' },
      { event: 'ping', data: '{}' },
    ]);
  });

  it('keeps a last event that lacks its closing blank line, and multi-byte text split mid-character', async () => {
    const bytes = new TextEncoder().encode('data: 東京。\n\ndata: [DONE]');
    const split = [bytes.slice(0, 8), bytes.slice(8)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        split.forEach((b) => controller.enqueue(b));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    for await (const event of readSse(body)) events.push(event);
    expect(events).toEqual([
      { event: 'message', data: '東京。' },
      { event: 'message', data: '[DONE]' },
    ]);
  });
});
