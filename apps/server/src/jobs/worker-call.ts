import { randomUUID } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import { serviceUnavailable } from '../http/errors';
import { TEMPORARY_FOLDER } from '../storage/blob-key';
import type { BlobStore } from '../storage/blob-store';
import { defineJob, type JobDefinition, type JobHandler } from './define-job';
import type { JobQueue } from './job-queue';
import type { JobRecord } from './job-record';

/** Where a call's argument and result wait between processes; the retention job clears it after a day. */
export const WORKER_CALL_FOLDER = `${TEMPORARY_FOLDER}calls/`;
/** A caller waits this long for a worker at most, then is told to try again. */
const WAIT_MS = 90_000;

const argumentKey = (name: string, id: string) => `${WORKER_CALL_FOLDER}${name}/${id}-argument.bin`;
const resultKey = (name: string, id: string) => `${WORKER_CALL_FOLDER}${name}/${id}-result.bin`;

/**
 * A function an API process of the scale-out mode has a worker run, because it is heavy (drawing a
 * postcard or a cover) and API processes run no heavy work. The argument and the result travel as
 * blobs (v8-serialised, so images stay bytes), named by an unguessable id; the job carries only the id.
 * The caller waits for the job and answers 503 with `busyMessage` if no worker finishes it in time.
 */
export function defineWorkerCall<A, R>(name: string, options: { busyMessage: string; timeoutMs: number }) {
  const job: JobDefinition<{ id: string }> = defineJob({
    name,
    payload: z.object({ id: z.string().uuid() }),
    retries: 1,
    timeoutMs: options.timeoutMs,
  });
  return {
    job,

    /** The worker's side: runs `run` on the stored argument and stores its result. */
    handler(blobs: BlobStore, run: (argument: A) => Promise<R>): JobHandler<{ id: string }> {
      return async ({ id }) => {
        const stored = await blobs.get(argumentKey(name, id));
        if (!stored) throw new Error(`${name}: the argument of call ${id} is gone`);
        const result = await run(deserialize(stored) as A);
        await blobs.put(resultKey(name, id), serialize(result), 'application/octet-stream');
      };
    },

    /** The API's side: a function with the same signature that a worker runs. */
    caller(deps: { jobs: Pick<JobQueue, 'enqueue' | 'get' | 'watch'>; blobs: BlobStore; waitMs?: number }) {
      return async (argument: A): Promise<R> => {
        const id = randomUUID();
        await deps.blobs.put(argumentKey(name, id), serialize(argument), 'application/octet-stream');
        const queued = await deps.jobs.enqueue(job, { id });
        const ended = await finished(deps.jobs, queued.id, deps.waitMs ?? WAIT_MS, options.busyMessage);
        const result = ended.status === 'completed' ? await deps.blobs.get(resultKey(name, id)) : null;
        if (!result) throw serviceUnavailable(options.busyMessage);
        return deserialize(result) as R;
      };
    },
  };
}

/** Resolves with the job once it has finished (completed or failed); a 503 after `ms`. */
function finished(jobs: Pick<JobQueue, 'get' | 'watch'>, id: string, ms: number, busy: string): Promise<JobRecord> {
  return new Promise((resolve, reject) => {
    const done = (job: JobRecord | undefined) => {
      if (!job || (job.status !== 'completed' && job.status !== 'failed')) return;
      clearTimeout(timer);
      stop();
      resolve(job);
    };
    const timer = setTimeout(() => {
      stop();
      reject(serviceUnavailable(busy));
    }, ms);
    const stop = jobs.watch(id, done);
    void jobs.get(id).then(done, () => undefined);
  });
}
