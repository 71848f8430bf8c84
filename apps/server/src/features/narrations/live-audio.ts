/**
 * Audio that is still being synthesised: chunks are kept in memory as they arrive so any number of
 * listeners can start playing from the first sentence while the rest is produced. When the stream
 * ends the whole file is handed to `onComplete` (which stores it) and the entry is dropped.
 * Per process; in scale-out mode shared-live-audio.ts copies each stream to Redis for the others.
 */
interface LiveStream {
  chunks: Buffer[];
  done: boolean;
  failed: boolean;
  wake: Set<() => void>;
}

export interface LiveAudioRegistry {
  /** Starts pumping `source`; resolves once the first chunk is in (or the stream ended). */
  start(
    id: string,
    source: AsyncIterable<Buffer>,
    onComplete: (audio: Buffer | null, error?: unknown) => Promise<void>,
  ): Promise<void>;
  /** The chunks so far and then the rest as they come; null when nothing is live under this id. */
  read(id: string): AsyncIterable<Buffer> | null;
  /** Waits for every stream in flight to finish and be stored. */
  drain(): Promise<void>;
  /** A stream another process is producing (scale-out mode, see shared-live-audio.ts); null when none. */
  readElsewhere?(id: string): Promise<AsyncIterable<Buffer> | null>;
}

export function createLiveAudioRegistry(): LiveAudioRegistry {
  const streams = new Map<string, LiveStream>();
  const pumps = new Set<Promise<void>>();

  function notify(stream: LiveStream): void {
    for (const wake of stream.wake) wake();
    stream.wake.clear();
  }

  return {
    start(id, source, onComplete) {
      const stream: LiveStream = { chunks: [], done: false, failed: false, wake: new Set() };
      streams.set(id, stream);
      let firstChunk: () => void = () => undefined;
      const firstChunkReady = new Promise<void>((resolve) => (firstChunk = resolve));
      const pump = (async () => {
        let failure: unknown;
        try {
          for await (const chunk of source) {
            stream.chunks.push(chunk);
            notify(stream);
            firstChunk();
          }
        } catch (error) {
          failure = error;
          stream.failed = true;
        }
        stream.done = true;
        notify(stream);
        firstChunk();
        try {
          await onComplete(stream.failed ? null : Buffer.concat(stream.chunks), failure);
        } catch {
          // Storing is onComplete's business; a failure there must not become an unhandled rejection,
          // which would end the whole server.
        } finally {
          streams.delete(id);
        }
      })();
      pumps.add(pump);
      void pump.finally(() => pumps.delete(pump));
      return firstChunkReady;
    },

    read(id) {
      const stream = streams.get(id);
      if (!stream) return null;
      return (async function* () {
        let sent = 0;
        while (true) {
          while (sent < stream.chunks.length) yield stream.chunks[sent++]!;
          if (stream.done) return;
          await new Promise<void>((resolve) => stream.wake.add(resolve));
        }
      })();
    },

    async drain() {
      while (pumps.size > 0) await Promise.allSettled([...pumps]);
    },
  };
}
