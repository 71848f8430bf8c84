import { randomUUID } from 'node:crypto';
import type { JobRow } from '../db/repositories/jobs';
import type { JobDefinition } from './define-job';
import type { EnqueueOptions } from './job-queue';

/** The row a new job starts as: queued, validated payload, no attempts yet. */
export function newJobRow<P>(definition: JobDefinition<P>, payload: P, options: EnqueueOptions, now: string): JobRow {
  // Refuse a bad payload when it is enqueued, where the caller can still be told, not when it runs.
  const checked = definition.payload.parse(payload);
  return {
    id: randomUUID(),
    name: definition.name,
    payload: JSON.stringify(checked),
    dedupeKey: options.dedupeKey ?? null,
    account: options.account ?? null,
    status: 'queued',
    attempts: 0,
    maxAttempts: definition.retries + 1,
    timeoutMs: definition.timeoutMs,
    progress: options.progress === undefined ? null : JSON.stringify(options.progress),
    error: null,
    lockedBy: null,
    lockedUntil: null,
    runAfter: now,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
}

/** Waits between attempts: 1x, 2x, 4x the base delay, at most a minute. */
export const retryDelayMs = (baseMs: number, attempt: number) =>
  Math.min(60_000, baseMs * 2 ** Math.max(0, attempt - 1));

export const runnerId = (kind: string) => `${kind}:${process.pid}:${randomUUID().slice(0, 8)}`;
