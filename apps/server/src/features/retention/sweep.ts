import type { Db } from '../../db/database';
import type { BlobStore } from '../../storage/blob-store';
import { WORKER_CALL_FOLDER } from '../../jobs/worker-call';
import { RETENTION } from './retention-job';

const DAY_MS = 24 * 60 * 60_000;

export interface SweepCounts {
  sessions: number;
  placeCache: number;
  jobs: number;
}

/**
 * Deletes what is no longer needed: sessions past their expiry (a revoked one refuses its token only
 * until then), place details older than the 30 days they may be cached, and finished jobs older than
 * a month. Idempotent: two processes sweeping at once delete each row once between them.
 */
export async function sweepDatabase(db: Db, now: Date = new Date()): Promise<SweepCounts> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const sessions = await db.deleteFrom('sessions').where('expiresAt', '<', now.toISOString()).executeTakeFirst();
  const placeCache = await db
    .deleteFrom('placeCache')
    .where('updatedAt', '<', before(RETENTION.placeCacheDays))
    .executeTakeFirst();
  const jobs = await db
    .deleteFrom('jobs')
    .where('status', 'not in', ['queued', 'running'])
    .where('finishedAt', '<', before(RETENTION.finishedJobsDays))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    placeCache: Number(placeCache.numDeletedRows),
    jobs: Number(jobs.numDeletedRows),
  };
}

/** Where audio made for one moment lives: Settings' voice tests and spoken answers, made again on demand. */
export const ONE_OFF_AUDIO_FOLDERS = ['audio/voice-tests/', 'audio/answers/'] as const;

/** Deletes one-off audio older than a week; a narration's or a postcard's audio is never touched. */
export async function sweepOneOffAudio(blobs: BlobStore, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION.oneOffAudioDays * DAY_MS);
  let removed = 0;
  for (const folder of ONE_OFF_AUDIO_FOLDERS) removed += await blobs.removeOlderThan(folder, cutoff);
  return removed;
}

/** Work files handed between processes (what a worker draws, and its picture): kept a day. */
export const TEMPORARY_FOLDERS = [WORKER_CALL_FOLDER] as const;

/** Deletes temporary work files older than a day; by then the request they served has long ended. */
export async function sweepTemporary(blobs: BlobStore, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DAY_MS);
  let removed = 0;
  for (const folder of TEMPORARY_FOLDERS) removed += await blobs.removeOlderThan(folder, cutoff);
  return removed;
}
