import type { Redis } from 'ioredis';
import type { LiveAudioRegistry } from './live-audio';

/** A live stream's copy in Redis outlives the narration long enough for a slow listener. */
const KEEP_SECONDS = 15 * 60;
/** A stream with nothing new for this long lost its producer (the process died). */
const STALL_MS = 30_000;

/**
 * Live audio shared between API processes (scale-out mode): the process speaking a narration keeps
 * serving it from memory, and also appends each chunk to a Redis stream, so a listener sent to any
 * other process hears it from the first sentence while the rest is produced. Redis being away only
 * costs the sharing: the producing process goes on, and the stored file serves everyone afterwards.
 */
export function shareLiveAudio(
  local: LiveAudioRegistry,
  redis: Redis,
  prefix: string,
): LiveAudioRegistry & { readElsewhere(id: string): Promise<AsyncIterable<Buffer> | null> } {
  const keyOf = (id: string) => `${prefix}:live-audio:${id}`;

  async function* published(id: string, source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const key = keyOf(id);
    let sharing = true;
    const append = async (field: string, value: Buffer | string) => {
      if (!sharing) return;
      try {
        await redis.multi().xadd(key, '*', field, value).expire(key, KEEP_SECONDS).exec();
      } catch {
        sharing = false;
      }
    };
    let ended = 'failed';
    try {
      for await (const chunk of source) {
        await append('c', chunk);
        yield chunk;
      }
      ended = 'ok';
    } finally {
      await append('end', ended);
    }
  }

  return {
    start: (id, source, onComplete) => local.start(id, published(id, source), onComplete),
    read: (id) => local.read(id),
    drain: () => local.drain(),

    /** The stream another process is producing (or produced in the last minutes); null when none. */
    async readElsewhere(id) {
      const key = keyOf(id);
      if (!(await redis.exists(key).catch(() => 0))) return null;
      return (async function* () {
        // XREAD BLOCK holds its connection: each listener reads on a connection of its own.
        const reader = redis.duplicate();
        let last = '0';
        try {
          while (true) {
            const answer = await reader.xreadBuffer('COUNT', 64, 'BLOCK', STALL_MS, 'STREAMS', key, last);
            if (!answer) return; // the producer stopped without ending: serve what came
            for (const [entryId, fields] of answer[0]![1]) {
              last = entryId.toString();
              for (let i = 0; i < fields.length; i += 2) {
                const field = fields[i]!.toString();
                if (field === 'c') yield fields[i + 1]!;
                else if (field === 'end') return;
              }
            }
          }
        } finally {
          reader.disconnect();
        }
      })();
    },
  };
}
