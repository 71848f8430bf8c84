import { useEffect, useRef } from 'react';
import { useBatchProgress } from '../../../lib/tours/use-batch-progress';
import { BatchProgressLine } from './batch-progress-line';

interface ArrivingNarrationsProps {
  routeId: string;
  /** Reads the tour again, so each stop plays as soon as its narration is stored. */
  refetch: () => Promise<unknown>;
  /** The batch has ended (done or failed): stops it did not make may be offered one by one again. */
  onFinished?: () => void;
}

/**
 * A tour just made (or a batch started elsewhere) is still being narrated: while its batch runs,
 * show which stop is being written and read the tour again as each one arrives (SPEC §7 creation:
 * the player shows the stops arriving). Mounted only while a batch is under way.
 */
export default function ArrivingNarrations({ routeId, refetch, onFinished }: ArrivingNarrationsProps) {
  const reread = useRef(refetch);
  reread.current = refetch;
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const progress = useBatchProgress(routeId, true);
  const done = progress?.current ?? 0;
  const finished = Boolean(progress?.completed || progress?.failed);
  useEffect(() => {
    if (done > 0 || finished) void reread.current();
  }, [done, finished]);
  useEffect(() => {
    if (finished) finishedRef.current?.();
  }, [finished]);

  if (!progress || finished) return null;
  return <BatchProgressLine progress={progress} />;
}
