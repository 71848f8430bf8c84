// Runs in a worker thread: draws offline covers so the ~0.4 s of drawing never holds up the server's
// event loop (audio streams, other requests). Started by threaded-cover-artist.ts.
import { parentPort } from 'node:worker_threads';
import type { CoverRequest, CoverTour } from './cover-artist';
import { createOfflineCoverArtist } from './offline-cover-artist';

export interface CoverJob {
  id: number;
  tour: CoverTour;
  request: CoverRequest;
}

const artist = createOfflineCoverArtist();

parentPort?.on('message', (job: CoverJob) => {
  artist.drawCover(job.tour, job.request).then(
    (cover) => {
      const bytes = new Uint8Array(cover.data);
      parentPort!.postMessage({ id: job.id, cover: { ...cover, data: bytes } }, [bytes.buffer]);
    },
    (error: unknown) =>
      parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
