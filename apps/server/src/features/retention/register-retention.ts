import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { RETENTION, RETENTION_KEY, retentionJob } from './retention-job';
import { sweepDatabase, sweepOneOffAudio, sweepTemporary } from './sweep';
import type { BlobStore } from '../../storage/blob-store';

interface InfoLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Registers the clean-up job, and returns the scheduler the job-running processes start: a sweep at
 * start and then every hour. Several processes may schedule it; they join the one queued or running.
 */
export function registerRetention(deps: { db: Db; blobs: BlobStore; jobs: JobQueue; log: InfoLog; everyMs?: number }) {
  const { db, blobs, jobs, log, everyMs = RETENTION.everyMs } = deps;
  jobs.handle(retentionJob, async () => {
    const deleted = {
      ...(await sweepDatabase(db)),
      oneOffAudio: await sweepOneOffAudio(blobs),
      temporary: await sweepTemporary(blobs),
    };
    log.info({ deleted }, 'retention sweep done');
  });
  let timer: NodeJS.Timeout | undefined;
  const schedule = () =>
    jobs.enqueue(retentionJob, {}, { dedupeKey: RETENTION_KEY }).catch((error: unknown) => {
      log.warn({ err: error }, 'could not schedule the retention sweep');
    });
  return {
    /** Queues the first sweep (answered once it is queued), then one every `everyMs`. */
    async start(): Promise<void> {
      await schedule();
      timer = setInterval(() => void schedule(), everyMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
