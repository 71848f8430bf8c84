import type { JobsRepository } from '../db/repositories/jobs';
import { tooManyRequests } from '../http/errors';
import type { JobDefinition } from './define-job';
import type { EnqueueOptions } from './job-queue';

/** How long a refused caller is told to wait: about the time a batch takes to make way. */
const RETRY_AFTER_SECONDS = 60;

/**
 * Refuses a new job (429) when its account already has as many of this kind queued or running as the
 * definition allows; joining a job under way (its dedupe key) is always allowed.
 */
export async function checkAccountCap(
  jobs: JobsRepository,
  definition: JobDefinition<unknown>,
  options: EnqueueOptions,
): Promise<void> {
  const cap = definition.perAccount;
  if (!cap || !options.account) return;
  if (options.dedupeKey && (await jobs.findActiveByKey(options.dedupeKey))) return;
  if ((await jobs.countActive(options.account, definition.name)) < cap.maxActive) return;
  throw tooManyRequests(
    `You already have ${cap.maxActive} ${cap.what} waiting or under way. Wait for one to finish, then try again.`,
    'job_queue_full',
    RETRY_AFTER_SECONDS,
  );
}
