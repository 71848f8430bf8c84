import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '../providers/tts/offline/espeak-worker-pool';
import type { Db } from '../db/database';
import { createJobsRepository } from '../db/repositories/jobs';
import { createBullmqJobQueue } from './bullmq-queue';
import type { JobQueue } from './job-queue';
import type { JobLogger } from './job-log';
import { createLocalJobQueue } from './local-queue';

/** Tuning of the job layer; the defaults suit production, tests shorten them. */
export const jobsEnvSchema = z.object({
  /**
   * A claimed job whose runner stops renewing (killed) is free again within this long; a runner takes
   * it up at its next look (JOB_POLL_MS): resumed within JOB_LEASE_MS + JOB_POLL_MS on either driver.
   */
  JOB_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** How often an idle database-queue runner looks for jobs, and how often BullMQ workers look for stalled ones. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOB_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Jobs one runner (the embedded server, or a worker) runs at once: by default its speech threads. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_POOL_SIZE),
  /** Jobs one account may run at once across the runners; unset, all but one slot, so others always get one. */
  JOB_ACCOUNT_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How long a job runs before it hands its slot, between two steps, to an account waiting longer. */
  JOB_SLICE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Redis key prefix of the BullMQ queue: one per deployment sharing a Redis. */
  JOB_QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/i, 'JOB_QUEUE_PREFIX must be letters, digits, - or _')
    .default('roamcast'),
});

/** The deployment's key prefix in Redis (JOB_QUEUE_PREFIX): its jobs, rate limits and caches live under it. */
export function redisPrefixOf(env: Record<string, string | undefined>): string {
  return jobsEnvSchema.pick({ JOB_QUEUE_PREFIX: true }).parse(env).JOB_QUEUE_PREFIX;
}

/** BullMQ on Redis when REDIS_URL is set, else the database-row driver. */
export function createJobQueue(options: {
  db: Db;
  redisUrl: string | undefined;
  env: Record<string, string>;
  log?: JobLogger;
}): JobQueue {
  const parsed = jobsEnvSchema.safeParse(options.env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  const jobs = createJobsRepository(options.db);
  if (options.redisUrl) {
    return createBullmqJobQueue({
      jobs,
      redisUrl: options.redisUrl,
      prefix: env.JOB_QUEUE_PREFIX,
      lockMs: env.JOB_LEASE_MS,
      stallCheckMs: env.JOB_POLL_MS,
      retryDelayMs: env.JOB_RETRY_DELAY_MS,
      concurrency: env.JOB_CONCURRENCY,
      perAccount: env.JOB_ACCOUNT_CONCURRENCY,
      log: options.log,
    });
  }
  return createLocalJobQueue({
    jobs,
    leaseMs: env.JOB_LEASE_MS,
    pollMs: env.JOB_POLL_MS,
    retryDelayMs: env.JOB_RETRY_DELAY_MS,
    concurrency: env.JOB_CONCURRENCY,
    perAccount: env.JOB_ACCOUNT_CONCURRENCY,
    sliceMs: env.JOB_SLICE_MS,
    log: options.log,
  });
}
