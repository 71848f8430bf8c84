import { Worker } from 'node:worker_threads';
import type { CoverArtist, CoverImage } from './cover-artist';
import type { CoverJob } from './cover-worker';
import { createOfflineCoverArtist } from './offline-cover-artist';

type Reply = { id: number; cover: Omit<CoverImage, 'data'> & { data: Uint8Array } } | { id: number; error: string };

/**
 * The offline artist on a worker thread, one cover at a time. The worker starts with the first
 * cover and is unref'd; close() ends it, and a cover asked for after that is refused rather than
 * starting a new thread. If the thread cannot start or dies, covers are drawn on the calling thread instead.
 */
export function createThreadedCoverArtist(): CoverArtist & { close(): Promise<void> } {
  const inline = createOfflineCoverArtist();
  let worker: Worker | null = null;
  let broken = false;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, { resolve(cover: CoverImage): void; reject(error: Error): void }>();

  function failAll(error: Error) {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    worker = null;
  }

  function start(): Worker {
    // No inherited flags: the entry brings its own loader, and a parent's --eval or test-runner flags do not belong there.
    const thread = new Worker(new URL('./cover-worker.mjs', import.meta.url), { execArgv: [] });
    thread.unref();
    thread.on('message', (reply: Reply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve({ ...reply.cover, data: Buffer.from(reply.cover.data) });
    });
    thread.on('error', (error) => {
      broken = true;
      failAll(error);
    });
    thread.on('exit', () => failAll(new Error('the cover thread stopped')));
    return thread;
  }

  return {
    name: 'offline',
    async drawCover(tour, request = {}) {
      // A cover asked for while the app shuts down must not start a thread that keeps the process alive.
      if (closed) throw new Error('The cover artist has been closed');
      if (broken) return inline.drawCover(tour, request);
      worker ??= start();
      const id = nextId++;
      const job: CoverJob = { id, tour: JSON.parse(JSON.stringify(tour)) as CoverJob['tour'], request };
      try {
        return await new Promise<CoverImage>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          worker!.postMessage(job);
        });
      } catch {
        // The thread failed (it is gone, or could not load): this cover is drawn here instead.
        return inline.drawCover(tour, request);
      }
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
