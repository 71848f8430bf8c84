import { Piscina } from 'piscina';
import { limitConcurrency } from '../limit-concurrency';
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

/** A thread that cannot load in this long on the busiest machine is broken: a 500, not the recording's fault. */
const THREAD_START_SECONDS = 30;

let pool: Piscina<DecodeTask | null, DecodeOutcome | true> | null = null;
const inTurn = limitConcurrency(RECORDING_DECODES_AT_ONCE);

function poolOf() {
  pool ??= new Piscina<DecodeTask | null, DecodeOutcome | true>({
    filename: new URL('./recording-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: RECORDING_DECODES_AT_ONCE,
    // A thread lingers a while for the next recording (a conversation sends several), then goes.
    idleTimeout: 60_000,
    // No inherited flags: the entry brings its own loader; a test runner's flags do not belong there.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: RECORDING_DECODE_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

/**
 * Decodes on a pool thread, at most RECORDING_DECODES_AT_ONCE at a time, each stopped after
 * `budgetSeconds` of decoding (waiting for a thread, or for one to start, does not count) or when its
 * heap is spent.
 */
export function decodeOffThread(task: DecodeTask, budgetSeconds = RECORDING_DECODE_SECONDS): Promise<PoolOutcome> {
  return inTurn(async () => {
    // A thread that has to start first does so here, outside the recording's budget.
    await poolOf().run(null, { name: 'ready', signal: AbortSignal.timeout(THREAD_START_SECONDS * 1000) });
    let outcome: DecodeOutcome | true;
    try {
      outcome = await poolOf().run(task, { signal: AbortSignal.timeout(budgetSeconds * 1000) });
    } catch {
      // Aborted at the deadline, or the thread died (out of memory, a crash in the codec).
      return { ok: false, problem: 'over_budget' } as const;
    }
    if (outcome === true) throw new Error('the recording thread answered a readiness check');
    return outcome;
  });
}

/** Ends the pool's threads (for tests and shutdown); a later decode starts a new pool. */
export async function closeRecordingPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
