import { Worker } from 'node:worker_threads';
import type { PostcardArtist, PostcardImage } from './postcard-artist';
import type { PostcardJob } from './postcard-worker';
import { createOfflinePostcardArtist } from './offline-postcard-artist';

type Reply = { id: number; image: Omit<PostcardImage, 'data'> & { data: Uint8Array } } | { id: number; error: string };

/**
 * The offline postcard artist on a worker thread, as covers are drawn (threaded-cover-artist.ts): the
 * thread starts with the first postcard and is unref'd; if it cannot start or dies, the postcard is
 * drawn on the calling thread instead. A content error (an unreadable selfie) is passed on, not retried.
 */
export function createThreadedPostcardArtist(): PostcardArtist & { close(): Promise<void> } {
  const inline = createOfflinePostcardArtist();
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, { resolve(image: PostcardImage): void; reject(error: Error): void }>();

  function failAll(error: Error) {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    worker = null;
  }

  function start(): Worker {
    const thread = new Worker(new URL('./postcard-worker.mjs', import.meta.url), { execArgv: [] });
    thread.unref();
    thread.on('message', (reply: Reply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if ('error' in reply) waiter.reject(Object.assign(new Error(reply.error), { fromContent: true }));
      else waiter.resolve({ ...reply.image, data: Buffer.from(reply.image.data) });
    });
    thread.on('error', (error) => {
      broken = true;
      failAll(error);
    });
    thread.on('exit', () => failAll(new Error('the postcard thread stopped')));
    return thread;
  }

  return {
    name: 'offline',
    async drawPostcard(content) {
      if (broken) return inline.drawPostcard(content);
      worker ??= start();
      const id = nextId++;
      try {
        return await new Promise<PostcardImage>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          worker!.postMessage({ id, content } satisfies PostcardJob);
        });
      } catch (error) {
        if ((error as { fromContent?: boolean }).fromContent) throw error;
        return inline.drawPostcard(content);
      }
    },
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
