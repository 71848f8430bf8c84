import { defineWorkerCall } from '../../jobs/worker-call';
import type { JobQueue } from '../../jobs/job-queue';
import type { CoverArtist, CoverImage, CoverRequest, CoverTour } from '../../providers/images/cover-artist';
import type { BlobStore } from '../../storage/blob-store';

/** A tour's cover drawn on a worker in the scale-out mode (see defineWorkerCall). */
export const coverDrawing = defineWorkerCall<{ tour: CoverTour; request?: CoverRequest }, CoverImage>('cover-draw', {
  busyMessage: 'The cover could not be drawn right now. Please try again in a minute.',
  timeoutMs: 2 * 60_000,
});

/**
 * Registers the cover-draw job for `artist` and answers the artist this process should use: the
 * same one, or (when this process runs no jobs) one whose covers a worker draws.
 */
export function coverArtistFor(
  artist: CoverArtist,
  deps: { jobs: JobQueue; blobs: BlobStore; drawOnWorkers: boolean },
): CoverArtist {
  deps.jobs.handle(
    coverDrawing.job,
    coverDrawing.handler(deps.blobs, ({ tour, request }) => artist.drawCover(tour, request)),
  );
  if (!deps.drawOnWorkers) return artist;
  const draw = coverDrawing.caller(deps);
  return { name: artist.name, drawCover: (tour, request) => draw({ tour, request }) };
}
