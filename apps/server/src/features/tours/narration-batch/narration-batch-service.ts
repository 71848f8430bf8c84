import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { BatchProgress, GenerateNarrationsBody } from '@roamcast/shared/schemas/tour-jobs';
import type { Db } from '../../../db/database';
import type { RouteRow } from '../../../db/repositories/routes';
import type { Caller } from '../../../http/auth';
import { badRequest, forbidden, notFound, unauthorized } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/job-queue';
import { presentRoute } from '../../../presenters/route';
import { tourRepositories } from '../tour-repositories';
import { initialBatchState } from './batch-state';
import { narrationBatchJob, narrationBatchKey } from './narration-batch-job';
import { presentBatchProgress } from './present-batch-progress';

/**
 * Generate All (SPEC §4, §7): start or join a tour's narration batch, read its progress, follow it.
 * Only the tour's owner may do any of it, except on a famous tour: anyone who opens one (no account
 * needed) starts or joins its one batch, spoken as its owner (the famous-tours account), so it
 * counts against no listener's quota (SPEC §4 famous-tour lazy generation).
 */
export function createNarrationBatchService(deps: { db: Db; jobs: JobQueue }) {
  const repos = tourRepositories(deps.db);

  async function batchTour(id: string, caller: Caller | null): Promise<{ row: RouteRow; stops: number }> {
    const row = await repos.routes.findById(id);
    if (!row) throw notFound('Tour not found');
    if (row.isFamous !== 1) {
      if (!caller) throw unauthorized();
      if (row.userId !== caller.userId) throw forbidden('This tour belongs to another account');
    }
    return { row, stops: tourStopsOf(presentRoute(row)).length };
  }

  /** A famous tour whose every stop has its story already: opening it again makes nothing new. */
  async function everyStopNarrated(routeId: string, stops: number): Promise<boolean> {
    const placed = new Set((await repos.narrations.listByRoute(routeId)).map((narration) => narration.waypointIndex));
    return Array.from({ length: stops }, (_, index) => index).every((index) => placed.has(index));
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
    async start(routeId: string, body: GenerateNarrationsBody, caller: Caller | null): Promise<BatchProgress> {
      if (body.userId && body.userId !== caller?.userId) {
        throw forbidden('You can only generate narrations for your own tours');
      }
      const { row, stops } = await batchTour(routeId, caller);
      if (stops === 0) {
        throw badRequest('This tour has no stops to narrate yet. Add stops in the editor, then try again.', 'no_stops');
      }
      const famous = row.isFamous === 1;
      if (famous && (await everyStopNarrated(routeId, stops))) {
        const last = await deps.jobs.latest(narrationBatchKey(routeId));
        if (last) return presentBatchProgress(last, stops);
        return { ...presentBatchProgress(undefined, stops), status: 'completed', current: stops, completed: true };
      }
      const narrator = famous ? (row.userId ?? caller?.userId) : caller?.userId;
      if (!narrator) throw unauthorized();
      const job = await deps.jobs.enqueue(
        narrationBatchJob,
        { routeId, userId: narrator, language: await languageFor(routeId, body.language) },
        { dedupeKey: narrationBatchKey(routeId), progress: initialBatchState(stops) },
      );
      return presentBatchProgress(job, stops);
    },

    async progress(routeId: string, caller: Caller | null): Promise<BatchProgress> {
      const { stops } = await batchTour(routeId, caller);
      return presentBatchProgress(await deps.jobs.latest(narrationBatchKey(routeId)), stops);
    },

    /**
     * The progress now and every change after it, until the batch finishes. Answers the first value
     * and a stop function; `onChange` gets the rest, the last one being completed or failed.
     */
    async follow(
      routeId: string,
      caller: Caller | null,
      onChange: (progress: BatchProgress) => void,
    ): Promise<{ initial: BatchProgress; stop: () => void }> {
      const { stops } = await batchTour(routeId, caller);
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
