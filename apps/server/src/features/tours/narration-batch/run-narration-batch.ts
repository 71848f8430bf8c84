import { randomUUID } from 'node:crypto';
import { NARRATION_DURATIONS, type NarrationDuration } from '@roamcast/shared/catalog/constants';
import type { GenerateNarrationBody } from '@roamcast/shared/schemas/narration';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { RoutesRepository } from '../../../db/repositories/routes';
import { AppError } from '../../../http/errors';
import { PermanentJobError, type JobContext, type JobHandler } from '../../../jobs/define-job';
import { errorMessage } from '../../../jobs/run-attempt';
import { presentRoute } from '../../../presenters/route';
import { readBatchState, type BatchState } from './batch-state';
import type { NarrationBatchPayload } from './narration-batch-job';
import { stopThemeFor } from './stop-theme';

/** The tour around a stop, for its story (mirrors the narrations feature's StopContext). */
interface StopContext {
  tourName: string;
  stopName: string;
  stopDescription?: string;
  deepDiveFocus?: string;
}

/** What the batch needs from the narrations feature (injected by the app; features do not import each other). */
export interface StopNarrator {
  generateForStop(
    request: GenerateNarrationBody & { id: string; ownerId: string; stop?: StopContext },
  ): Promise<unknown>;
  stopNarrationState(id: string): Promise<'missing' | 'unfinished' | 'stored'>;
  discardUnfinished(id: string): Promise<void>;
  /** With `language`, only the stop's story in that language is replaced (a famous tour keeps one per language). */
  placeAtStop(id: string, routeId: string, waypointIndex: number, language?: string): Promise<void>;
}

/** A tour's minutes per stop, as one of the lengths a narration comes in (the nearest one). */
const stopDuration = (minutes: number): NarrationDuration =>
  NARRATION_DURATIONS.reduce((best, option) => (Math.abs(option - minutes) < Math.abs(best - minutes) ? option : best));

/** Gives up waiting when the attempt is aborted; the narration itself finishes and a resume finds it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The generate-narrations job: for each stop not done yet, a fresh narration in the tour's theme,
 * language and length, stored whole, then placed at the stop (replacing the previous one) and counted.
 * Progress is stored after every step, so a resumed batch never makes a stop twice: a stop left
 * half-made is finished when its audio was stored, else its narration is removed and made again.
 */
export function createNarrationBatchHandler(deps: {
  routes: Pick<RoutesRepository, 'findById'>;
  narrator: StopNarrator;
}): JobHandler<NarrationBatchPayload> {
  return async (payload, ctx: JobContext) => {
    const gone = () => new PermanentJobError('The tour was deleted before its narrations were made');
    const row = await deps.routes.findById(payload.routeId);
    if (!row) throw gone();
    const route = presentRoute(row);
    const stops = tourStopsOf(route);
    // A famous tour's stories in one language leave its stories in the others where they are.
    const perLanguage = row.isFamous === 1 ? payload.language : undefined;
    if (stops.length === 0) throw new PermanentJobError('This tour has no stops to narrate');
    const state: BatchState = { ...readBatchState(ctx.progress, stops.length), total: stops.length };
    const done = new Set(state.done);
    const save = () => ctx.reportProgress({ ...state, done: [...done].sort((a, b) => a - b) });

    const placed = async (index: number, narrationId: string) => {
      try {
        await deps.narrator.placeAtStop(narrationId, route.id, index, perLanguage);
      } catch (error) {
        // Deleted while this stop was being made: the story stays its owner's, unplaced.
        if (!(await deps.routes.findById(route.id))) throw gone();
        throw error;
      }
      done.add(index);
      state.pending = null;
      await save();
    };

    if (state.pending && !done.has(state.pending.index)) {
      const { index, narrationId } = state.pending;
      if ((await deps.narrator.stopNarrationState(narrationId)) === 'stored') {
        await placed(index, narrationId);
      } else {
        await deps.narrator.discardUnfinished(narrationId);
        state.pending = null;
        await save();
      }
    }

    for (const stop of stops) {
      if (done.has(stop.index)) continue;
      ctx.signal.throwIfAborted();
      const narrationId = randomUUID();
      state.pending = { index: stop.index, narrationId };
      state.currentStopName = stop.name;
      await save();
      try {
        await untilAborted(
          deps.narrator.generateForStop({
            id: narrationId,
            ownerId: payload.userId,
            theme: stopThemeFor(stop.theme ?? route.theme),
            location: { lat: stop.lat, lng: stop.lng, name: stop.name },
            language: payload.language,
            duration: stopDuration(route.narrationDuration),
            part: 0,
            stop: {
              tourName: route.name,
              stopName: stop.name,
              stopDescription: stop.description,
              deepDiveFocus: route.tourType === 'deep_dive' ? (route.description ?? undefined) : undefined,
            },
          }),
          ctx.signal,
        );
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        await deps.narrator.discardUnfinished(narrationId);
        const message = `Stop ${stop.index + 1} (${stop.name}): ${errorMessage(error)}`;
        // A stop the request itself rules out (no named place near it) fails the same way on every try.
        throw error instanceof AppError && error.status < 500 ? new PermanentJobError(message) : new Error(message);
      }
      await placed(stop.index, narrationId);
    }
  };
}
