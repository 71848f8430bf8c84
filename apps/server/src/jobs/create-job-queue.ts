import { z } from 'zod';
import type { Db } from '../db/database';
import { createJobsRepository } from '../db/repositories/jobs';
import { createBullmqJobQueue } from './bullmq-queue';
import type { JobQueue } from './job-queue';
import { createLocalJobQueue } from './local-queue';

/** Tuning of the job layer; the defaults suit production, tests shorten them. */
export const jobsEnvSchema = z.object({
  /** A claimed job whose runner stops renewing (killed) is resumed after this long. */
  JOB_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOB_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
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
  log?: { warn(object: object, message: string): void };
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
      retryDelayMs: env.JOB_RETRY_DELAY_MS,
      log: options.log,
    });
  }
  return createLocalJobQueue({
    jobs,
    leaseMs: env.JOB_LEASE_MS,
    pollMs: env.JOB_POLL_MS,
    retryDelayMs: env.JOB_RETRY_DELAY_MS,
    log: options.log,
  });
}
