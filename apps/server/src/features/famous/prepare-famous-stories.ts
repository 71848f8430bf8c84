import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Db } from '../../db/database';
import { createFamousRepository } from './famous-repository';

/**
 * FAMOUS_STORY_LANGUAGES: the languages whose famous-tour stories are made at start-up, before anyone
 * asks (comma-separated codes, `none` for none). Any other language's are made for its first listener.
 */
export const famousStoriesEnvSchema = z.object({
  FAMOUS_STORY_LANGUAGES: z
    .string()
    .default('en')
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((code) => code.trim())))
    .pipe(
      z.array(z.enum(LANGUAGE_CODES, { error: `FAMOUS_STORY_LANGUAGES takes ${LANGUAGE_CODES.join(', ')} or none` })),
    ),
});

/** The narration batch of the tours feature (injected by the app: features do not import each other). */
export interface FamousStoryBatches {
  /** Starts or joins the tour's batch in `language`, made ahead (the server's own job); completed when all are made. */
  start(routeId: string, language: LanguageCode): Promise<{ completed: boolean }>;
  /** Resolves once that batch has completed or failed. */
  finished(routeId: string, language: LanguageCode): Promise<unknown>;
}

/**
 * Makes every famous tour's stories in each language once, one tour at a time (so it takes one job
 * slot and listeners keep the other), in the grid's order. Safe on every start and in every process:
 * a tour whose stories exist answers completed at once, and two processes join the same job.
 */
export async function prepareFamousStories(deps: {
  db: Db;
  languages: readonly LanguageCode[];
  batches: FamousStoryBatches;
  signal?: AbortSignal;
}): Promise<{ tours: number; made: number }> {
  const tours = await createFamousRepository(deps.db).listFamous();
  let made = 0;
  for (const language of deps.languages) {
    for (const tour of tours) {
      if (deps.signal?.aborted) return { tours: tours.length, made };
      const started = await deps.batches.start(tour.id, language);
      if (started.completed) continue;
      await deps.batches.finished(tour.id, language);
      made++;
    }
  }
  return { tours: tours.length, made };
}
