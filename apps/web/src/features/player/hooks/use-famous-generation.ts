import { useEffect, useRef, useState } from 'react';
import { POLLING_MS } from '@roamcast/shared/catalog/constants';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { currentLanguage } from '../../../lib/i18n';
import { startNarrationBatch } from '../../../lib/tours/tour-api';
import { useBatchProgress } from '../../../lib/tours/use-batch-progress';

export interface FamousGeneration {
  progress: BatchProgress | null;
  /** The batch could not start or failed; the message is shown as 'Batch generation failed: …'. */
  error: string | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * SPEC §4 famous-tour lazy generation: a famous tour without points of interest starts its batch
 * once, follows the progress (pushed, with 2 s polling as the fallback) until it has completed,
 * then `onFinished` reads the tour again.
 */
export function useFamousGeneration(routeId: string, onFinished: () => void): FamousGeneration {
  const startedFor = useRef<string | null>(null);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    if (startedFor.current === routeId) return;
    startedFor.current = routeId;
    startNarrationBatch(routeId, currentLanguage()).then(
      () => setActive(true),
      (reason: unknown) => setError(messageOf(reason)),
    );
  }, [routeId]);

  const progress = useBatchProgress(routeId, active, POLLING_MS.famousGeneration);
  const completed = progress?.completed === true;
  const failed = progress?.failed === true ? (progress.error ?? '') : null;

  useEffect(() => {
    if (completed) finished.current();
  }, [completed]);

  return { progress, error: error ?? failed };
}
