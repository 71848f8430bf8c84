import { createBudgetedPool } from '../../budgeted-pool';
import type { DecodeOutcome, DecodeTask } from './recording-worker';

/** Recordings decoded at once, each on its own thread; the rest wait their turn (2 cores, 4 libuv threads). */
export const RECORDING_DECODES_AT_ONCE = 2;
/**
 * A minute of speech decodes in a fraction of a second; a decode still running after this is
 * stopped, its thread ended, and the recording refused.
 */
export const RECORDING_DECODE_SECONDS = 8;
/** A decoding thread's JavaScript heap: a minute of 48 kHz stereo is 23 MB of samples. */
export const RECORDING_DECODE_HEAP_MB = 256;

/** Why a decode gave no samples: the file's own fault (a 400), or the budget ran out. */
export type PoolOutcome = DecodeOutcome | { ok: false; problem: 'over_budget' };

const pool = createBudgetedPool<DecodeTask, DecodeOutcome>({
  worker: new URL('./recording-worker.mjs', import.meta.url),
  threads: RECORDING_DECODES_AT_ONCE,
  heapMb: RECORDING_DECODE_HEAP_MB,
});

/**
 * Decodes on a pool thread, at most RECORDING_DECODES_AT_ONCE at a time, each stopped after
 * `budgetSeconds` of decoding (waiting for a thread, or for one to start, does not count) or when its
 * heap is spent.
 */
export async function decodeOffThread(
  task: DecodeTask,
  budgetSeconds = RECORDING_DECODE_SECONDS,
): Promise<PoolOutcome> {
  const outcome = await pool.run(task, budgetSeconds);
  return outcome === 'over_budget' ? { ok: false, problem: 'over_budget' } : outcome;
}

/** Ends the pool's threads (for tests and shutdown); a later decode starts a new pool. */
export const closeRecordingPool = () => pool.close();
