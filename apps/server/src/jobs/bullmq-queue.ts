import { hostname } from 'node:os';
import { DelayedError, Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobsRepository } from '../db/repositories/jobs';
import { serviceUnavailable } from '../http/errors';
import type { JobDefinition, JobHandler } from './define-job';
import { JobInterruptedError, JobLeaseLostError, PermanentJobError } from './define-job';
import type { JobQueue } from './job-queue';
import { toJobRecord } from './job-record';
import { createJobWatchers } from './job-watchers';
import { newJobRow, runnerId } from './new-job-row';
import { errorMessage, runAttempt } from './run-attempt';

export interface BullmqQueueOptions {
  jobs: JobsRepository;
  redisUrl: string;
  /** Key prefix in Redis: one per deployment (and per test run). */
  prefix: string;
  /** BullMQ's lock; a job whose worker died goes back to the queue within about twice this. */
  lockMs: number;
  retryDelayMs: number;
  log?: { warn(object: object, message: string): void };
}

const QUEUE_NAME = 'roamcast-jobs';
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The scale-out driver: BullMQ on Redis dispatches, locks, retries and recovers stalled jobs; the
 * database row stays the record of status, progress and error, so progress endpoints read one place
 * whatever the driver. Workers (`npm run worker`) push progress as BullMQ events to the API processes.
 */
export function createBullmqJobQueue(options: BullmqQueueOptions): JobQueue {
  const { jobs } = options;
  const connections: Redis[] = [];
  // BullMQ leaves connections it was given open: each is kept here and closed with the queue.
  const connect = () => {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connections.push(redis);
    return redis;
  };
  const connection = connect();
  const queue = new Queue(QUEUE_NAME, { connection, prefix: options.prefix });
  const owner = runnerId(`bullmq:${hostname()}`);
  const handlers = new Map<string, { definition: JobDefinition<unknown>; handler: JobHandler<unknown> }>();
  const running = new Map<string, AbortController>();
  const read = async (id: string) => {
    const row = await jobs.findById(id);
    return row && toJobRecord(row);
  };
  const watchers = createJobWatchers(read, 1000);
  let worker: Worker | undefined;
  let events: QueueEvents | undefined;

  const add = (row: { id: string; name: string; maxAttempts: number }) =>
    queue.add(
      row.name,
      { jobId: row.id },
      {
        jobId: row.id,
        attempts: row.maxAttempts,
        backoff: { type: 'exponential', delay: options.retryDelayMs },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 86_400 },
      },
    );

  async function process(job: Job, token?: string): Promise<void> {
    const id = job.id!;
    const row = await jobs.markRunning(id, owner, job.attemptsStarted, iso(Date.now()));
    // Finished already (a stalled copy of a job that completed): nothing to do.
    if (!row) return;
    const entry = handlers.get(row.name);
    if (!entry) throw new UnrecoverableError(`No handler for job ${row.name}`);
    const controller = new AbortController();
    running.set(id, controller);
    const now = () => iso(Date.now());
    try {
      await runAttempt(entry.definition, entry.handler, toJobRecord(row), controller.signal, {
        saveProgress: (progress) => jobs.saveProgress(id, owner, progress, now()),
        reported: (progress) => void job.updateProgress(progress as object).catch(() => undefined),
      });
      await jobs.complete(id, owner, now());
    } catch (error) {
      if (error instanceof JobInterruptedError) {
        // Shutting down: hand the job back without spending an attempt; another worker resumes it.
        await jobs.release(id, owner, now());
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      }
      if (error instanceof JobLeaseLostError) throw error;
      const final = error instanceof PermanentJobError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await jobs.failAttempt(id, owner, errorMessage(error), final ? null : now(), now());
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
      const { job, created } = await jobs.insertOrJoin(newJobRow(definition, payload, enqueueOptions, iso(Date.now())));
      if (created) {
        try {
          await add(job);
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
      if (!events) {
        // One blocking Redis connection per process for pushes from the workers, opened on first use.
        events = new QueueEvents(QUEUE_NAME, { connection: connect(), prefix: options.prefix });
        for (const name of ['active', 'progress', 'completed', 'failed', 'delayed', 'waiting'] as const) {
          events.on(name, ({ jobId }: { jobId: string }) => watchers.notify(jobId));
        }
        events.on('error', (error) => options.log?.warn({ err: error }, 'job events connection failed'));
      }
      return watchers.watch(id, listener);
    },
    async startWorker() {
      if (worker) return;
      // Rows that never reached Redis (a crash between insert and add) are handed over again; BullMQ
      // ignores an add whose job id it already holds.
      for (const row of await jobs.listActive()) if (handlers.has(row.name)) await add(row);
      worker = new Worker(QUEUE_NAME, process, {
        connection: connect(),
        prefix: options.prefix,
        concurrency: 1,
        lockDuration: options.lockMs,
        stalledInterval: options.lockMs,
        // A job whose worker died is recovered; one that kills every worker it meets fails in the end.
        maxStalledCount: 2,
      });
      worker.on('failed', (job, error) => {
        // Given up after stalling (its worker died each time): the row says so.
        if (job && /stalled/i.test(error.message)) {
          void jobs.failUnfinished(job.id!, 'The job stopped responding on every attempt', iso(Date.now()));
        }
      });
      worker.on('error', (error) => options.log?.warn({ err: error }, 'job worker error'));
    },
    async close() {
      for (const controller of running.values()) controller.abort(new JobInterruptedError());
      await worker?.close();
      await events?.close();
      await queue.close();
      watchers.close();
      for (const redis of connections) redis.disconnect();
    },
  };
}
