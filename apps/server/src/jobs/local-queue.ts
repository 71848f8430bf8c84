import { hostname } from 'node:os';
import type { JobsRepository } from '../db/repositories/jobs';
import type { JobDefinition, JobHandler } from './define-job';
import { JobInterruptedError, JobLeaseLostError, PermanentJobError } from './define-job';
import type { JobQueue } from './job-queue';
import { toJobRecord } from './job-record';
import { checkAccountCap } from './account-cap';
import { pickFairly, someoneWaitsLonger } from './fair-pick';
import { createJobWatchers } from './job-watchers';
import { startJobLog, type JobLogger } from './job-log';
import { newJobRow, retryDelayMs, runnerId } from './new-job-row';
import { errorMessage, runAttempt } from './run-attempt';

export interface LocalQueueOptions {
  jobs: JobsRepository;
  /** How long a claim holds without renewal; a job whose runner died is resumed after this. */
  leaseMs: number;
  /** How often an idle runner looks for work (enqueueing in this process wakes it at once). */
  pollMs: number;
  retryDelayMs: number;
  /** Jobs this runner runs at once (the embedded mode: as many as there are speech threads). */
  concurrency?: number;
  /** Jobs one account may run at once, so other accounts always find a slot (default: all but one). */
  perAccount?: number;
  /** How long a job runs before it hands its slot back, at its next step, to an account waiting longer. */
  sliceMs?: number;
  /** Warnings, and a line per job attempt (start, then end with its duration, or its failure). */
  log?: JobLogger;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The embedded driver: jobs are rows, claimed with a lease (lockedBy/lockedUntil) that the runner
 * renews while it works. Any number of processes may run it on one database; a job whose runner
 * stopped renewing (killed, crashed) is taken up again once the lease ran out. Slots are shared
 * between accounts (`fair-pick.ts`): each account runs at most `perAccount` jobs at once, the account
 * with the fewest running goes next, and a long job hands its slot back between two steps when
 * another account waits.
 */
export function createLocalJobQueue(options: LocalQueueOptions): JobQueue {
  const { jobs, leaseMs, pollMs } = options;
  const concurrency = options.concurrency ?? 1;
  const perAccount = options.perAccount ?? Math.max(1, concurrency - 1);
  const sliceMs = options.sliceMs ?? 10_000;
  /** When this runner last started each account's job: the round-robin's memory. */
  const lastServed = new Map<string | null, number>();
  const owner = runnerId(`db:${hostname()}`);
  const handlers = new Map<string, { definition: JobDefinition<unknown>; handler: JobHandler<unknown> }>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const read = async (id: string) => {
    const row = await jobs.findById(id);
    return row && toJobRecord(row);
  };
  const watchers = createJobWatchers(read, Math.max(pollMs, 1000));
  let working = false;
  let ticking = false;
  let tickAgain = false;
  let timer: NodeJS.Timeout | undefined;

  function run(row: Awaited<ReturnType<JobsRepository['claim']>> & object): void {
    const { definition, handler } = handlers.get(row.name)!;
    const controller = new AbortController();
    const account = row.account ?? null;
    const sliceStart = Date.now();
    const heartbeat = setInterval(() => {
      jobs.extendLease(row.id, owner, iso(Date.now() + leaseMs)).then(
        (held) => held || controller.abort(new JobLeaseLostError()),
        () => undefined, // A missed renewal is retried at the next beat; the lease outlasts two of them.
      );
    }, leaseMs / 3);
    const ended = startJobLog(options.log, { id: row.id, name: row.name, attempt: row.attempts });
    const done = (async () => {
      const now = () => iso(Date.now());
      try {
        await runAttempt(definition, handler, toJobRecord(row), controller.signal, {
          saveProgress: (progress) => jobs.saveProgress(row.id, owner, progress, now()),
          reported: () => watchers.notify(row.id),
          shouldYield: async () => {
            if (!working || Date.now() - sliceStart < sliceMs || running.size < concurrency) return false;
            const now = iso(Date.now());
            const [candidates, busy] = await Promise.all([
              jobs.claimable([...handlers.keys()], now),
              jobs.runningByAccount(now),
            ]);
            return someoneWaitsLonger(account, candidates, busy);
          },
        });
        await jobs.complete(row.id, owner, now());
        ended({ kind: 'completed' });
      } catch (error) {
        if (error instanceof JobInterruptedError) {
          await jobs.release(row.id, owner, now());
          ended({ kind: 'stopped', error });
        } else if (error instanceof JobLeaseLostError) {
          ended({ kind: 'stopped', error });
        } else {
          const retry = !(error instanceof PermanentJobError) && row.attempts < row.maxAttempts;
          const retryAt = retry ? iso(Date.now() + retryDelayMs(options.retryDelayMs, row.attempts)) : null;
          await jobs.failAttempt(row.id, owner, errorMessage(error), retryAt, now());
          ended({ kind: 'failed', error, retryAt });
        }
      }
    })()
      .catch((error: unknown) => options.log?.warn({ err: error, jobId: row.id }, 'recording a job outcome failed'))
      .finally(() => {
        clearInterval(heartbeat);
        running.delete(row.id);
        watchers.notify(row.id);
        void tick();
      });
    running.set(row.id, { controller, done });
  }

  /** Fails jobs abandoned too often, then claims work while there is room. One tick at a time. */
  async function tick(): Promise<void> {
    if (!working) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = true;
    try {
      do {
        tickAgain = false;
        for (const id of await jobs.failAbandoned(iso(Date.now()))) watchers.notify(id);
        let raced = 0;
        while (working && running.size < concurrency && raced < 3) {
          const now = Date.now();
          const [candidates, busy] = await Promise.all([
            jobs.claimable([...handlers.keys()], iso(now)),
            jobs.runningByAccount(iso(now)),
          ]);
          const pick = pickFairly(candidates, { running: busy, lastServed, perAccount });
          if (!pick) break;
          const row = await jobs.claim(pick.id, owner, iso(now), iso(now + leaseMs));
          if (!row) {
            raced += 1; // another runner took it first: look again
            continue;
          }
          lastServed.set(row.account ?? null, now);
          watchers.notify(row.id);
          run(row);
        }
      } while (tickAgain && working);
    } catch (error) {
      options.log?.warn({ err: error }, 'looking for jobs failed; trying again shortly');
    } finally {
      ticking = false;
    }
  }

  return {
    driver: 'database',
    handle(definition, handler) {
      handlers.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },
    async enqueue(definition, payload, enqueueOptions = {}) {
      await checkAccountCap(jobs, definition as JobDefinition<unknown>, enqueueOptions);
      const { job } = await jobs.insertOrJoin(newJobRow(definition, payload, enqueueOptions, iso(Date.now())));
      void tick();
      return toJobRecord(job);
    },
    get: read,
    async latest(dedupeKey) {
      const row = await jobs.latestByKey(dedupeKey);
      return row && toJobRecord(row);
    },
    watch: (id, listener) => watchers.watch(id, listener),
    async startWorker() {
      if (working) return;
      working = true;
      timer = setInterval(() => void tick(), pollMs);
      await tick();
    },
    async close() {
      working = false;
      clearInterval(timer);
      for (const { controller } of running.values()) controller.abort(new JobInterruptedError());
      await Promise.all([...running.values()].map((entry) => entry.done));
      watchers.close();
    },
  };
}
