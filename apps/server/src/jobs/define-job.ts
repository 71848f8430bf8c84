import type { z } from 'zod';

/**
 * A kind of background work: its name, the zod schema of its payload, how often it may be retried and
 * how long one attempt may take. The handler is registered separately (`queue.handle`), by the app,
 * so it can receive the services it needs while living beside its feature.
 */
export interface JobDefinition<P> {
  name: string;
  payload: z.ZodType<P>;
  /** Attempts after the first one that failed. */
  retries: number;
  timeoutMs: number;
  /**
   * Jobs of this kind one account may have queued or running at once; one more is refused with 429.
   * `what` names them in that message ("narration batches").
   */
  perAccount?: { maxActive: number; what: string };
}

export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt; a resumed or retried job counts on. */
  attempt: number;
  /** What the handler last reported (null at first): where a retried or resumed job picks up. */
  progress: unknown;
  /** Aborted on time-out, on shutdown and when another runner took the job over. */
  signal: AbortSignal;
  /**
   * Stores progress (the job's record, read by progress endpoints and resumes) and pushes it to
   * watchers. Throws when the attempt was aborted, so a handler stops at its next report.
   */
  reportProgress(progress: unknown): Promise<void>;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

/** A failure no retry can mend (the tour was deleted, the payload is invalid): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Why an attempt was aborted. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
}
export class JobInterruptedError extends Error {
  override name = 'JobInterruptedError';
  constructor() {
    super('The job was interrupted because its worker is shutting down; it will resume');
  }
}
/** The runner hands the job back between two steps so another account's job may run (fair sharing). */
export class JobYieldError extends JobInterruptedError {
  override name = 'JobYieldError';
  constructor() {
    super();
    this.message = 'The job paused so that another account could run; it resumes where it stopped';
  }
}
export class JobLeaseLostError extends Error {
  override name = 'JobLeaseLostError';
  constructor() {
    super('Another worker took this job over');
  }
}
