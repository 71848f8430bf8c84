import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { BatchProgress, GenerateNarrationsBody } from '@roamcast/shared/schemas/tour-jobs';
import type { Db } from '../../../db/database';
import type { RouteRow } from '../../../db/repositories/routes';
import type { Caller } from '../../../http/auth';
import { badRequest, forbidden, notFound, unauthorized } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/job-queue';
import { FAMOUS_DEFAULT_LANGUAGE, storiesFor } from '../../../presenters/famous-stories';
import { presentRoute } from '../../../presenters/route';
import { tourRepositories } from '../tour-repositories';
import { initialBatchState } from './batch-state';
import { narrationBatchJob, narrationBatchKey } from './narration-batch-job';
import { isFinished, presentBatchProgress } from './present-batch-progress';

/**
 * Generate All (SPEC §4, §7): start or join a tour's narration batch, read its progress, follow it.
 * Only the tour's owner may do any of it, except on a famous tour: anyone who opens one (no account
 * needed) starts or joins its one batch, spoken as its owner (the famous-tours account), so it
 * counts against no listener's quota (SPEC §4 famous-tour lazy generation). A famous tour has one
 * batch per language: the first listener of a language has its stories made, stored and shared by
 * every later listener of it (issue 24).
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

  /** A famous tour whose every stop has its story in `language` already: opening it again makes nothing new. */
  async function everyStopNarrated(row: RouteRow, stops: number, language: LanguageCode): Promise<boolean> {
    const stories = storiesFor(row, await repos.narrations.listByRoute(row.id), language);
    const placed = new Set(stories.filter((story) => story.audioUrl).map((story) => story.waypointIndex));
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

  const keyOf = (row: RouteRow, language: LanguageCode | undefined) =>
    narrationBatchKey(row.id, row.isFamous === 1 ? (language ?? FAMOUS_DEFAULT_LANGUAGE) : undefined);

  return {
    /**
     * `ahead`: a famous tour's stories made before anyone asks (at start-up); the job is the server's
     * own, so a listener's batch is not queued behind it (runners share slots between accounts).
     */
    async start(
      routeId: string,
      body: GenerateNarrationsBody,
      caller: Caller | null,
      options: { ahead?: boolean } = {},
    ): Promise<BatchProgress> {
      if (body.userId && body.userId !== caller?.userId) {
        throw forbidden('You can only generate narrations for your own tours');
      }
      const { row, stops } = await batchTour(routeId, caller);
      if (stops === 0) {
        throw badRequest('This tour has no stops to narrate yet. Add stops in the editor, then try again.', 'no_stops');
      }
      const famous = row.isFamous === 1;
      const language = famous ? (body.language ?? FAMOUS_DEFAULT_LANGUAGE) : await languageFor(routeId, body.language);
      const key = narrationBatchKey(routeId, famous ? language : undefined);
      if (famous && (await everyStopNarrated(row, stops, language))) {
        const last = await deps.jobs.latest(key);
        if (last) return presentBatchProgress(last, stops);
        return { ...presentBatchProgress(undefined, stops), status: 'completed', current: stops, completed: true };
      }
      const narrator = famous ? (row.userId ?? caller?.userId) : caller?.userId;
      if (!narrator) throw unauthorized();
      const job = await deps.jobs.enqueue(
        narrationBatchJob,
        { routeId, userId: narrator, language },
        {
          dedupeKey: key,
          progress: initialBatchState(stops),
          ...(famous && options.ahead ? {} : { account: narrator }),
        },
      );
      return presentBatchProgress(job, stops);
    },

    /** `language` picks which of a famous tour's batches (English when not given); other tours have one. */
    async progress(routeId: string, caller: Caller | null, language?: LanguageCode): Promise<BatchProgress> {
      const { row, stops } = await batchTour(routeId, caller);
      return presentBatchProgress(await deps.jobs.latest(keyOf(row, language)), stops);
    },

    /**
     * The progress now and every change after it, until the batch finishes. Answers the first value
     * and a stop function; `onChange` gets the rest, the last one being completed or failed.
     */
    async follow(
      routeId: string,
      caller: Caller | null,
      onChange: (progress: BatchProgress) => void,
      language?: LanguageCode,
    ): Promise<{ initial: BatchProgress; stop: () => void }> {
      const { row, stops } = await batchTour(routeId, caller);
      const job = await deps.jobs.latest(keyOf(row, language));
      if (!job || job.status === 'completed' || job.status === 'failed') {
        return { initial: presentBatchProgress(job, stops), stop: () => undefined };
      }
      // Subscribed before the first read, so no change between the two is lost.
      const stop = deps.jobs.watch(job.id, (record) => onChange(presentBatchProgress(record, stops)));
      const current = await deps.jobs.get(job.id);
      return { initial: presentBatchProgress(current ?? job, stops), stop };
    },

    /** Resolves with the batch's last progress once it has completed or failed (at once when there is none). */
    async finished(routeId: string, caller: Caller | null, language?: LanguageCode): Promise<BatchProgress> {
      let settle: (progress: BatchProgress) => void = () => undefined;
      const done = new Promise<BatchProgress>((resolve) => (settle = resolve));
      const followed = await this.follow(
        routeId,
        caller,
        (progress) => isFinished(progress) && settle(progress),
        language,
      );
      const initial = followed.initial;
      if (isFinished(initial) || initial.status === 'idle') settle(initial);
      return done.finally(followed.stop);
    },
  };
}

export type NarrationBatchService = ReturnType<typeof createNarrationBatchService>;
