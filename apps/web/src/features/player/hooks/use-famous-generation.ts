import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/api/error-text';
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

/**
 * SPEC §4 famous-tour lazy generation: a famous tour nobody has narrated yet starts its batch once
 * (the server joins everyone who opens it to the same job), follows the progress (pushed, with 2 s
 * polling as the fallback), and calls `onFirstStop` as soon as stop 1 is written, so the tour starts
 * playing while the other stops are still being made.
 */
export function useFamousGeneration(routeId: string, onFirstStop: () => void): FamousGeneration {
  const startedFor = useRef<string | null>(null);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = useRef(onFirstStop);
  ready.current = onFirstStop;

  useEffect(() => {
    if (startedFor.current === routeId) return;
    startedFor.current = routeId;
    startNarrationBatch(routeId, currentLanguage()).then(
      () => setActive(true),
      (reason: unknown) => setError(errorText(reason)),
    );
  }, [routeId]);

  const progress = useBatchProgress(routeId, active, POLLING_MS.famousGeneration);
  const firstStopReady = (progress?.current ?? 0) >= 1 || progress?.completed === true;
  const failed = progress?.failed === true ? (progress.error ?? '') : null;

  useEffect(() => {
    if (firstStopReady) ready.current();
  }, [firstStopReady]);

  return { progress, error: error ?? failed };
}
