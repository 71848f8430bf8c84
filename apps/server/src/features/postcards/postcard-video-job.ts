import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/** The optional animated postcard: pending -> processing -> completed or failed (postcard_images.video_generation_status). */
export const postcardVideoJob = defineJob({
  name: 'postcard-video',
  payload: z.object({ postcardId: z.string() }),
  // A failure is recorded on the postcard as 'failed'; encoding again would fail the same way.
  retries: 0,
  timeoutMs: 5 * 60_000,
});
