import { useEffect, useState } from 'react';
import { getNarrationBatchProgress } from '../../../lib/tours/tour-api';

/**
 * Whether a saved tour's narration batch is queued or running now, asked once per tour. It is a
 * plain call, so the progress reader (and the schema library it validates with) loads only when
 * there is a batch to follow.
 */
export function useBatchUnderWay(routeId: string | null, ask: boolean): boolean {
  const [underWay, setUnderWay] = useState(false);
  useEffect(() => {
    if (!routeId || !ask) return;
    let gone = false;
    getNarrationBatchProgress(routeId).then(
      (progress) => {
        if (!gone) setUnderWay(progress.status === 'queued' || progress.status === 'running');
      },
      // No progress to show (not the owner, offline): the refresh bar still offers each stop.
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [routeId, ask]);
  return underWay;
}
