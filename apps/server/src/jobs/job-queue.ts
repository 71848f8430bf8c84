import type { JobDefinition, JobHandler } from './define-job';
import type { JobRecord } from './job-record';

export interface EnqueueOptions {
  /** At most one queued or running job per key: enqueueing again joins that job. */
  dedupeKey?: string;
  /** Progress to show before the first attempt starts (e.g. the number of steps). */
  progress?: unknown;
  /** Whose job this is: runners share their slots fairly between accounts (null: the server's own). */
  account?: string;
}

/**
 * The one interface of both drivers: rows in the database run by an in-process runner (the default),
 * or BullMQ on Redis. Either way the database row is the record of status, progress and error.
 */
export interface JobQueue {
  readonly driver: 'database' | 'bullmq';
  /** Registers the handler for a definition; this process runs it once `startWorker` was called. */
  handle<P>(definition: JobDefinition<P>, handler: JobHandler<P>): void;
  enqueue<P>(definition: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | undefined>;
  /** The newest job under a dedupe key, finished or not. */
  latest(dedupeKey: string): Promise<JobRecord | undefined>;
  /** Calls `listener` whenever the job's record changes (also when it changes in another process). */
  watch(id: string, listener: (job: JobRecord) => void): () => void;
  /** Runs the registered handlers in this process (the API process in the embedded mode, or `npm run worker`). */
  startWorker(): Promise<void>;
  /** Stops taking jobs, interrupts running ones (they resume elsewhere or at the next start) and disconnects. */
  close(): Promise<void>;
}
