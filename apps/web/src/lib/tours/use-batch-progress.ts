import { useEffect, useState } from 'react';
import { POLLING_MS } from '@roamcast/shared/catalog/constants';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { getNarrationBatchProgress } from './tour-api';
import { readProgressEvents } from './read-progress-events';

const finished = (progress: BatchProgress) => progress.completed || progress.failed;

/**
 * The live progress of a tour's narration batch while `active`: pushed by server-sent events, with
 * the polling of SPEC §4 (every 1.5 s, 2 s for famous tours) as the fallback when the stream fails.
 */
export function useBatchProgress(
  routeId: string | undefined,
  active: boolean,
  pollMs: number = POLLING_MS.batchProgress,
): BatchProgress | null {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  useEffect(() => {
    if (!routeId || !active) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const show = (next: BatchProgress) => {
      if (controller.signal.aborted) return;
      setProgress(next);
      if (finished(next)) done = true;
    };
    const poll = async () => {
      if (done || controller.signal.aborted) return;
      try {
        show(await getNarrationBatchProgress(routeId, controller.signal));
      } catch {
        // A failed poll is retried on the next tick; the caller's own timeout ends the wait.
      }
      if (!done && !controller.signal.aborted) timer = setTimeout(poll, pollMs);
    };
    readProgressEvents(routeId, show, controller.signal)
      .catch(() => undefined)
      // The stream ended or could not open: polling carries on until the batch has finished.
      .finally(() => void poll());
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [routeId, active, pollMs]);
  return progress;
}
