import { hostname } from 'node:os';
import { DelayedError, Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { CRASH_ALLOWANCE, type JobRow, type JobsRepository } from '../db/repositories/jobs';
import { serviceUnavailable } from '../http/errors';
import type { JobDefinition, JobHandler } from './define-job';
import { JobInterruptedError, JobLeaseLostError, PermanentJobError } from './define-job';
import type { JobQueue } from './job-queue';
import { toJobRecord } from './job-record';
import { checkAccountCap } from './account-cap';
import { createJobWatchers } from './job-watchers';
import { startJobLog, type JobLogger } from './job-log';
import { newJobRow, runnerId } from './new-job-row';
import { errorMessage, runAttempt } from './run-attempt';

export interface BullmqQueueOptions {
  jobs: JobsRepository;
  redisUrl: string;
  /** Key prefix in Redis: one per deployment (and per test run). */
  prefix: string;
  /** BullMQ's lock, renewed every half of it; a job whose worker died is free again within this. */
  lockMs: number;
  /**
   * How often the workers look for such jobs (BullMQ's stalled-job check, run by one worker of the
   * deployment at a time): a dead worker's job is back in the queue within `lockMs` plus this.
   */
  stallCheckMs: number;
  retryDelayMs: number;
  /** Jobs of each kind this worker runs at once (its speech threads by default). */
  concurrency?: number;
  /** Jobs one account may run at once across every worker; unset, all but one slot. */
  perAccount?: number;
  /** Warnings, and a line per job attempt (start, then end with its duration, or its failure). */
  log?: JobLogger;
}

/** One BullMQ queue per kind of job, so a worker only ever takes jobs it has a handler for. */
export const queueNameOf = (jobName: string) => `roamcast-${jobName}`;
const iso = (ms: number) => new Date(ms).toISOString();
/** How long a request waits for Redis to take a job before it is told to try again (503). */
const ENQUEUE_TIMEOUT_MS = 3000;
/** How long a job waits again when its account already runs all it may. */
const ACCOUNT_BUSY_DELAY_MS = 1000;
/** BullMQ's lowest priority (a larger number waits longer). */
const MAX_PRIORITY = 2_097_152;

/** Rejects when `work` has not settled within `ms` (Redis restarting: BullMQ would wait for it). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The scale-out driver: BullMQ on Redis dispatches, locks, retries and recovers stalled jobs; the
 * database row stays the record of status, progress and error, so progress endpoints read one place
 * whatever the driver. Workers (`npm run worker`) push progress as BullMQ events to the API processes.
 */
export function createBullmqJobQueue(options: BullmqQueueOptions): JobQueue {
  const { jobs } = options;
  const concurrency = options.concurrency ?? 1;
  const perAccount = options.perAccount ?? Math.max(1, concurrency - 1);
  const connections: Redis[] = [];
  // BullMQ leaves connections it was given open: each is kept here and closed with the queue.
  const connect = () => {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connections.push(redis);
    return redis;
  };
  const queues = new Map<string, Queue>();
  const queueOf = (jobName: string) => {
    let queue = queues.get(jobName);
    if (!queue) {
      queue = new Queue(queueNameOf(jobName), { connection: connect(), prefix: options.prefix });
      // Redis away (a restart): said in the log; enqueue answers 503 meanwhile (see `within`).
      queue.on('error', (error) => options.log?.warn({ err: error }, 'job queue connection failed'));
      queues.set(jobName, queue);
    }
    return queue;
  };
  const owner = runnerId(`bullmq:${hostname()}`);
  const handlers = new Map<string, { definition: JobDefinition<unknown>; handler: JobHandler<unknown> }>();
  const running = new Map<string, AbortController>();
  const read = async (id: string) => {
    const row = await jobs.findById(id);
    return row && toJobRecord(row);
  };
  const watchers = createJobWatchers(read, 1000);
  const workers: Worker[] = [];
  const events = new Map<string, QueueEvents>();

  /** Pushes from the workers of one kind of job, on one blocking connection per kind, opened on first use. */
  function listen(jobName: string): void {
    if (events.has(jobName)) return;
    const listener = new QueueEvents(queueNameOf(jobName), { connection: connect(), prefix: options.prefix });
    for (const name of ['active', 'progress', 'completed', 'failed', 'delayed', 'waiting'] as const) {
      listener.on(name, ({ jobId }: { jobId: string }) => watchers.notify(jobId));
    }
    listener.on('error', (error) => options.log?.warn({ err: error }, 'job events connection failed'));
    events.set(jobName, listener);
  }

  /**
   * Fair order between accounts: a job's priority is how many of its account's jobs of this kind are
   * active, itself included, so an account's first job goes before another's tenth (BullMQ takes
   * lower numbers first, in order of arrival within one).
   */
  const priorityOf = async (row: JobRow) =>
    row.account ? Math.min(MAX_PRIORITY, Math.max(1, await jobs.countActive(row.account, row.name))) : 1;
  const add = async (row: JobRow) =>
    queueOf(row.name).add(
      row.name,
      { jobId: row.id },
      {
        jobId: row.id,
        priority: await priorityOf(row),
        attempts: row.maxAttempts,
        backoff: { type: 'exponential', delay: options.retryDelayMs },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 86_400 },
      },
    );

  async function processJob(job: Job, token?: string): Promise<void> {
    const id = job.id!;
    const entry = handlers.get(job.name);
    if (!entry) throw new UnrecoverableError(`No handler for job ${job.name}`);
    // The account runs all it may already: back to the queue for a moment, so a worker slot serves
    // another account meanwhile (no attempt is spent; the row is untouched).
    const queued = await jobs.findById(id);
    if (queued?.account && queued.status === 'queued') {
      const busy = await jobs.runningByAccount(iso(Date.now()));
      if ((busy.get(queued.account) ?? 0) >= perAccount) {
        await job.moveToDelayed(Date.now() + ACCOUNT_BUSY_DELAY_MS, token);
        throw new DelayedError();
      }
    }
    const row = await jobs.markRunning(id, owner, job.attemptsStarted, iso(Date.now()));
    // Finished already (a stalled copy of a job that completed): nothing to do.
    if (!row) return;
    const controller = new AbortController();
    running.set(id, controller);
    const now = () => iso(Date.now());
    const ended = startJobLog(options.log, { id, name: row.name, attempt: row.attempts });
    try {
      await runAttempt(entry.definition, entry.handler, toJobRecord(row), controller.signal, {
        saveProgress: (progress) => jobs.saveProgress(id, owner, progress, now()),
        reported: (progress) => void job.updateProgress(progress as object).catch(() => undefined),
      });
      await jobs.complete(id, owner, now());
      ended({ kind: 'completed' });
    } catch (error) {
      if (error instanceof JobInterruptedError) {
        // Shutting down: hand the job back without spending an attempt; another worker resumes it.
        await jobs.release(id, owner, now());
        ended({ kind: 'stopped', error });
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      }
      if (error instanceof JobLeaseLostError) {
        ended({ kind: 'stopped', error });
        throw error;
      }
      const final = error instanceof PermanentJobError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const retryAt = final ? null : now();
      await jobs.failAttempt(id, owner, errorMessage(error), retryAt, now());
      ended({ kind: 'failed', error, retryAt });
      throw final ? new UnrecoverableError(errorMessage(error)) : error;
    } finally {
      running.delete(id);
      watchers.notify(id);
    }
  }

  return {
    driver: 'bullmq',
    handle(definition, handler) {
      handlers.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },
    async enqueue(definition, payload, enqueueOptions = {}) {
      await checkAccountCap(jobs, definition as JobDefinition<unknown>, enqueueOptions);
      const { job, created } = await jobs.insertOrJoin(newJobRow(definition, payload, enqueueOptions, iso(Date.now())));
      if (created) {
        try {
          // A job that reaches Redis after this gave up finds its row failed and does nothing.
          await within(add(job), ENQUEUE_TIMEOUT_MS);
        } catch (error) {
          await jobs.failUnfinished(job.id, `Could not reach the job queue: ${errorMessage(error)}`, iso(Date.now()));
          throw serviceUnavailable('The job queue is unavailable right now. Please try again in a minute.');
        }
      }
      return toJobRecord(job);
    },
    get: read,
    async latest(dedupeKey) {
      const row = await jobs.latestByKey(dedupeKey);
      return row && toJobRecord(row);
    },
    watch(id, listener) {
      void read(id).then((job) => job && listen(job.name));
      return watchers.watch(id, listener);
    },
    async startWorker() {
      if (workers.length > 0) return;
      // Rows that never reached Redis (a crash between insert and add) are handed over again; BullMQ
      // ignores an add whose job id it already holds.
      for (const row of await jobs.listActive()) if (handlers.has(row.name)) await add(row);
      for (const jobName of handlers.keys()) {
        const worker = new Worker(queueNameOf(jobName), processJob, {
          connection: connect(),
          prefix: options.prefix,
          concurrency,
          lockDuration: options.lockMs,
          // Not BullMQ's default (as long as the lock): a job whose worker died was then found only at
          // the first check after its lock ran out, up to twice the lock in all (about 66 s measured
          // with a 30 s lock in issue 25). A check is one short script on Redis.
          stalledInterval: Math.min(options.stallCheckMs, options.lockMs),
          // A job whose worker died is recovered; one that kills every worker it meets fails in the end.
          maxStalledCount: CRASH_ALLOWANCE,
        });
        worker.on('failed', (job, error) => {
          // Given up after stalling (its worker died each time): the row says so.
          if (job && /stalled/i.test(error.message)) {
            void jobs.failUnfinished(job.id!, 'The job stopped responding on every attempt', iso(Date.now()));
          }
        });
        worker.on('error', (error) => options.log?.warn({ err: error }, 'job worker error'));
        workers.push(worker);
      }
    },
    async close() {
      for (const controller of running.values()) controller.abort(new JobInterruptedError());
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...events.values()].map((listener) => listener.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      watchers.close();
      for (const redis of connections) redis.disconnect();
    },
  };
}
