import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { BatchProgress, GenerateNarrationsBody } from '@roamcast/shared/schemas/tour-jobs';
import type { Db } from '../../../db/database';
import type { RouteRow } from '../../../db/repositories/routes';
import type { Caller } from '../../../http/auth';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/job-queue';
import { presentRoute } from '../../../presenters/route';
import { tourRepositories } from '../tour-repositories';
import { initialBatchState } from './batch-state';
import { narrationBatchJob, narrationBatchKey } from './narration-batch-job';
import { presentBatchProgress } from './present-batch-progress';

/**
 * Generate All (SPEC §4, §7): start or join a tour's narration batch, read its progress, follow it.
 * Only the tour's owner may do any of it.
 */
export function createNarrationBatchService(deps: { db: Db; jobs: JobQueue }) {
  const repos = tourRepositories(deps.db);

  async function ownTour(id: string, caller: Caller): Promise<{ row: RouteRow; stops: number }> {
    const row = await repos.routes.findById(id);
    if (!row) throw notFound('Tour not found');
    if (row.userId !== caller.userId) throw forbidden('This tour belongs to another account');
    return { row, stops: tourStopsOf(presentRoute(row)).length };
  }

  /** The listener's language if given, else the one the tour already speaks (its newest narration), else English. */
  async function languageFor(routeId: string, asked: LanguageCode | undefined): Promise<LanguageCode> {
    if (asked) return asked;
    const narrations = await repos.narrations.listByRoute(routeId);
    const newest = narrations.reduce<(typeof narrations)[number] | undefined>(
      (latest, narration) => (!latest || narration.createdAt > latest.createdAt ? narration : latest),
      undefined,
    );
    return (newest?.language as LanguageCode | undefined) ?? 'en';
  }

  return {
    async start(routeId: string, body: GenerateNarrationsBody, caller: Caller): Promise<BatchProgress> {
      if (body.userId && body.userId !== caller.userId) {
        throw forbidden('You can only generate narrations for your own tours');
      }
      const { stops } = await ownTour(routeId, caller);
      if (stops === 0) {
        throw badRequest('This tour has no stops to narrate yet. Add stops in the editor, then try again.', 'no_stops');
      }
      const job = await deps.jobs.enqueue(
        narrationBatchJob,
        { routeId, userId: caller.userId, language: await languageFor(routeId, body.language) },
        { dedupeKey: narrationBatchKey(routeId), progress: initialBatchState(stops) },
      );
      return presentBatchProgress(job, stops);
    },

    async progress(routeId: string, caller: Caller): Promise<BatchProgress> {
      const { stops } = await ownTour(routeId, caller);
      return presentBatchProgress(await deps.jobs.latest(narrationBatchKey(routeId)), stops);
    },

    /**
     * The progress now and every change after it, until the batch finishes. Answers the first value
     * and a stop function; `onChange` gets the rest, the last one being completed or failed.
     */
    async follow(
      routeId: string,
      caller: Caller,
      onChange: (progress: BatchProgress) => void,
    ): Promise<{ initial: BatchProgress; stop: () => void }> {
      const { stops } = await ownTour(routeId, caller);
      const job = await deps.jobs.latest(narrationBatchKey(routeId));
      if (!job || job.status === 'completed' || job.status === 'failed') {
        return { initial: presentBatchProgress(job, stops), stop: () => undefined };
      }
      // Subscribed before the first read, so no change between the two is lost.
      const stop = deps.jobs.watch(job.id, (record) => onChange(presentBatchProgress(record, stops)));
      const current = await deps.jobs.get(job.id);
      return { initial: presentBatchProgress(current ?? job, stops), stop };
    },
  };
}

export type NarrationBatchService = ReturnType<typeof createNarrationBatchService>;
