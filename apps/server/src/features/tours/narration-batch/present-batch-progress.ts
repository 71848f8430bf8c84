import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import type { JobRecord } from '../../../jobs/job-record';
import { readBatchState } from './batch-state';

/** SPEC §3 Batch progress from a tour's last batch job; 'idle' (nothing done of `stops`) when it never had one. */
export function presentBatchProgress(job: JobRecord | undefined, stops: number): BatchProgress {
  if (!job) {
    return {
      jobId: null,
      status: 'idle',
      current: 0,
      total: stops,
      currentStopName: null,
      completed: false,
      failed: false,
      error: null,
    };
  }
  const state = readBatchState(job.progress, stops);
  const failed = job.status === 'failed';
  return {
    jobId: job.id,
    status: job.status,
    current: state.done.length,
    total: state.total,
    currentStopName: state.currentStopName,
    completed: job.status === 'completed',
    failed,
    error: failed ? (job.error ?? 'Unknown error') : null,
  };
}

export const isFinished = (progress: BatchProgress) => progress.completed || progress.failed;
