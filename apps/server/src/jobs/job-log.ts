import { JobInterruptedError, JobLeaseLostError, JobYieldError } from './define-job';

/** Where the drivers write their job lines: the app's pino logger. */
export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** The outcome of one attempt, as the driver recorded it. */
export type AttemptOutcome =
  | { kind: 'completed' }
  | { kind: 'failed'; error: unknown; retryAt: string | null }
  | { kind: 'stopped'; error: unknown };

/**
 * One line when an attempt starts and one when it ends (`jobId`, `job`, `attempt`, and `ms` at the
 * end): completed; failed with the error and whether it is retried; or stopped without spending an
 * attempt (handed back at shutdown, paused for another account, taken over by another runner).
 */
export function startJobLog(log: JobLogger | undefined, job: { id: string; name: string; attempt: number }) {
  const fields = { jobId: job.id, job: job.name, attempt: job.attempt };
  const started = performance.now();
  log?.info(fields, 'job started');
  return (outcome: AttemptOutcome): void => {
    if (!log) return;
    const ms = Math.round(performance.now() - started);
    if (outcome.kind === 'completed') {
      log.info({ ...fields, ms }, 'job completed');
    } else if (outcome.kind === 'failed') {
      const retry = outcome.retryAt ? { retryAt: outcome.retryAt } : { final: true };
      log.warn({ ...fields, ms, err: outcome.error, ...retry }, 'job failed');
    } else {
      const { error } = outcome;
      const why =
        error instanceof JobYieldError
          ? 'paused for another account'
          : error instanceof JobInterruptedError
            ? 'handed back: its runner is shutting down'
            : error instanceof JobLeaseLostError
              ? 'taken over by another runner'
              : 'stopped';
      log.info({ ...fields, ms, reason: why }, 'job stopped');
    }
  };
}
