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
  // One account's batches wait in line with everyone's: a dozen would hold the queue (issue 23).
  perAccount: { maxActive: 10, what: 'narration batches' },
});

export type NarrationBatchPayload = z.infer<typeof narrationBatchJob.payload>;

/**
 * One batch per tour at a time: starting again joins the one queued or running. A famous tour has one
 * per language (`language`), each making the stories every listener of that language shares.
 */
export const narrationBatchKey = (routeId: string, language?: string) =>
  language ? `generate-narrations:${routeId}:${language}` : `generate-narrations:${routeId}`;
