/** One server-sent event: its `event:` name ('message' when absent) and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Parses a text/event-stream body (WHATWG framing: LF or CRLF, blank line ends an event, ':' comments). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r?\n|\r(?=[^\n])/u)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer[newline] === '\r' && buffer[newline + 1] === '\n' ? 2 : 1));
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /u, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (done) break;
    }
    // A last event without its closing blank line still counts.
    const last = buffer.replace(/\r$/u, '');
    if (last.startsWith('data:')) data.push(last.slice(5).replace(/^ /u, ''));
    if (data.length) yield { event: event || 'message', data: data.join('\n') };
  } finally {
    // Stops the download when the reader leaves early; harmless once the body is done.
    reader.cancel().catch(() => undefined);
  }
}
