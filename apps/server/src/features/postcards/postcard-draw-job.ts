import { defineWorkerCall } from '../../jobs/worker-call';
import type { PostcardContent, PostcardImage } from '../../providers/images/postcard/postcard-artist';

/** A postcard drawn on a worker in the scale-out mode (see defineWorkerCall). */
export const postcardDrawing = defineWorkerCall<PostcardContent, PostcardImage>('postcard-draw', {
  busyMessage: 'The postcard could not be drawn right now. Please try again in a minute.',
  timeoutMs: 2 * 60_000,
});
