import type { JobRow } from '../db/repositories/jobs';
import { parseJson } from '../db/json';
import type { JobState } from '@roamcast/shared/schemas/tour-jobs';

/** A job as the rest of the server sees it, whichever driver runs it. */
export interface JobRecord {
  id: string;
  name: string;
  payload: unknown;
  dedupeKey: string | null;
  status: JobState;
  attempts: number;
  maxAttempts: number;
  progress: unknown;
  /** The last attempt's error; kept when the job is retried or fails. */
  error: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    name: row.name,
    payload: parseJson(row.payload, null),
    dedupeKey: row.dedupeKey,
    status: row.status as JobState,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: row.progress === null ? null : parseJson(row.progress, null),
    error: row.error,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
  };
}
