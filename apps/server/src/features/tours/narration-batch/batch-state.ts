import { z } from 'zod';

/**
 * What a batch stores as its job's progress after every step: the public figures and, for resuming,
 * which stops are done and which narration was being made when the attempt ended.
 */
export const batchStateSchema = z.object({
  total: z.number().int().min(0),
  currentStopName: z.string().nullable(),
  /** Waypoint indexes whose narration is stored and placed. */
  done: z.array(z.number().int().min(0)),
  /** The stop in the making: its narration id is chosen before it is written, so a resume can find it. */
  pending: z.object({ index: z.number().int().min(0), narrationId: z.string() }).nullable(),
});
export type BatchState = z.infer<typeof batchStateSchema>;

export const initialBatchState = (total: number): BatchState => ({
  total,
  currentStopName: null,
  done: [],
  pending: null,
});

/** The stored state, or a fresh one when there is none (first attempt) or it cannot be read. */
export function readBatchState(progress: unknown, total: number): BatchState {
  const parsed = batchStateSchema.safeParse(progress);
  return parsed.success ? parsed.data : initialBatchState(total);
}
