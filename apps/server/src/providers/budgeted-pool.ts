import { Piscina } from 'piscina';
import { limitConcurrency } from './stt/limit-concurrency';

/** A thread that cannot load in this long on the busiest machine is broken: a 500, not the input's fault. */
const THREAD_START_SECONDS = 30;

export interface BudgetedPool<Task, Outcome> {
  /**
   * `task` on a pool thread, at most `threads` at a time, stopped after `budgetSeconds` of work
   * (waiting for a thread, or for one to start, does not count) or when its heap is spent: then
   * 'over_budget'.
   */
  run(task: Task, budgetSeconds: number): Promise<Outcome | 'over_budget'>;
  /** Ends the threads (for tests and shutdown); a later task starts a new pool. */
  close(): Promise<void>;
}

/**
 * A piscina pool for costly decoders (recordings, route files): a worker module that answers `true` to
 * a `ready` call with a null task, `threads` at once, each with a `heapMb` JavaScript heap.
 */
export function createBudgetedPool<Task, Outcome>(options: {
  worker: URL;
  threads: number;
  heapMb: number;
}): BudgetedPool<Task, Outcome> {
  let pool: Piscina<Task | null, Outcome | true> | null = null;
  const inTurn = limitConcurrency(options.threads);
  const poolOf = () =>
    (pool ??= new Piscina<Task | null, Outcome | true>({
      filename: options.worker.href,
      minThreads: 0,
      maxThreads: options.threads,
      // A thread lingers a while for the next input (a conversation sends several recordings), then goes.
      idleTimeout: 60_000,
      // No inherited flags: the entry brings its own loader; a test runner's flags do not belong there.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 32 },
    }));

  return {
    run: (task, budgetSeconds) =>
      inTurn(async () => {
        // A thread that has to start first does so here, outside the input's budget.
        await poolOf().run(null, { name: 'ready', signal: AbortSignal.timeout(THREAD_START_SECONDS * 1000) });
        let outcome: Outcome | true;
        try {
          outcome = await poolOf().run(task, { signal: AbortSignal.timeout(budgetSeconds * 1000) });
        } catch {
          // Aborted at the deadline, or the thread died (out of memory, a crash in a codec).
          return 'over_budget' as const;
        }
        if (outcome === true) throw new Error(`${options.worker.pathname} answered a readiness check`);
        return outcome;
      }),
    async close() {
      const current = pool;
      pool = null;
      await current?.destroy();
    },
  };
}
