// Runs in a worker thread: composes postcards so the second or so of pixel work never holds up the
// server's event loop. Started by threaded-postcard-artist.ts.
import { parentPort } from 'node:worker_threads';
import type { PostcardContent } from './postcard-artist';
import { createOfflinePostcardArtist } from './offline-postcard-artist';

export interface PostcardJob {
  id: number;
  content: PostcardContent;
}

const artist = createOfflinePostcardArtist();

parentPort?.on('message', (job: PostcardJob) => {
  artist.drawPostcard(job.content).then(
    (image) => {
      const bytes = new Uint8Array(image.data);
      parentPort!.postMessage({ id: job.id, image: { ...image, data: bytes } }, [bytes.buffer]);
    },
    (error: unknown) =>
      parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
