import type { JobDefinition, JobHandler } from './define-job';
import { JobLeaseLostError, JobTimeoutError, JobYieldError, PermanentJobError } from './define-job';
import type { JobRecord } from './job-record';

export interface AttemptHooks {
  /** Stores progress; false when this runner no longer holds the job. */
  saveProgress(progress: string): Promise<boolean>;
  /** Told after each stored report (to push it to watchers). */
  reported(progress: unknown): void;
  /** Asked after each stored report: true hands the job back (JobYieldError) so another account's may run. */
  shouldYield?(): Promise<boolean>;
}

const minutes = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.round(ms / 1000)} s`);

/**
 * Runs one attempt of a job: validates the payload, arms the time-out and hands the handler a context.
 * `stop` aborts it from outside (shutdown, lost lease). It always waits for the handler itself to
 * settle, even after a time-out, so a job is never run twice at once; handlers honour the signal.
 */
export async function runAttempt<P>(
  definition: JobDefinition<P>,
  handler: JobHandler<P>,
  job: JobRecord,
  stop: AbortSignal,
  hooks: AttemptHooks,
): Promise<void> {
  const parsed = definition.payload.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError(`The job's payload is invalid: ${parsed.error.message}`);
  const controller = new AbortController();
  const abort = () => controller.abort(stop.reason);
  if (stop.aborted) abort();
  stop.addEventListener('abort', abort);
  const timer = setTimeout(
    () =>
      controller.abort(
        new JobTimeoutError(`The job took longer than ${minutes(definition.timeoutMs)} and was stopped`),
      ),
    definition.timeoutMs,
  );
  const { signal } = controller;
  try {
    await handler(parsed.data, {
      jobId: job.id,
      attempt: job.attempts,
      progress: job.progress,
      signal,
      async reportProgress(progress) {
        signal.throwIfAborted();
        if (!(await hooks.saveProgress(JSON.stringify(progress)))) {
          controller.abort(new JobLeaseLostError());
          signal.throwIfAborted();
        }
        hooks.reported(progress);
        if (hooks.shouldYield && (await hooks.shouldYield())) {
          controller.abort(new JobYieldError());
          signal.throwIfAborted();
        }
      },
    });
    // A handler that ignored an abort and returned still did its work; a time-out after the fact is not a failure.
  } catch (error) {
    // Whatever the handler threw on abort, the abort's own reason says what happened.
    throw signal.aborted ? signal.reason : error;
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', abort);
  }
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
