import { z } from 'zod';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';
import { defineJob } from '../../../jobs/define-job';

/** One narration per stop of a tour (SPEC §4 Generate All), in the owner's voice. */
export const narrationBatchJob = defineJob({
  name: 'generate-narrations',
  payload: z.object({
    routeId: z.string(),
    /** The tour's owner: whose voice, tier and narration count. */
    userId: z.string(),
    /** Decided when the batch starts, so a resumed batch keeps speaking the same language. */
    language: z.enum(LANGUAGE_CODES),
  }),
  retries: 2,
  // Ten 10-minute stops take a few minutes offline; online voices are slower.
  timeoutMs: 30 * 60_000,
});

export type NarrationBatchPayload = z.infer<typeof narrationBatchJob.payload>;

/** One batch per tour at a time: starting again joins the one queued or running. */
export const narrationBatchKey = (routeId: string) => `generate-narrations:${routeId}`;
