import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/api/error-text';
import { BATCH_TIMEOUT_MS } from '@roamcast/shared/catalog/constants';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { currentLanguage } from '../../../lib/i18n';
import { startNarrationBatch } from '../../../lib/tours/tour-api';
import { useBatchProgress } from '../../../lib/tours/use-batch-progress';

export type GenerateAllState =
  | { step: 'idle' }
  | { step: 'running'; jobId: string | null; progress: BatchProgress | null }
  | { step: 'succeeded' }
  | { step: 'failed'; message: string }
  | { step: 'timed-out' };

/**
 * SPEC §4 batch generation (Generate All), after its confirmation: start the tour's batch, show
 * current/total and the stop's name as it goes (pushed, polled every 1.5 s as the fallback), give up
 * after 5 minutes, and read the tour again when it is done.
 */
export function useGenerateAll(routeId: string | null, refetch: () => Promise<unknown>) {
  const [state, setState] = useState<GenerateAllState>({ step: 'idle' });
  const [runId, setRunId] = useState(0);
  const running = state.step === 'running';
  // Progress is followed once the server has named the job, so a finished earlier batch is not mistaken for this one.
  const jobId = state.step === 'running' ? state.jobId : null;
  const pushed = useBatchProgress(routeId ?? undefined, jobId !== null);
  const latestRefetch = useRef(refetch);
  latestRefetch.current = refetch;

  const start = useCallback(() => {
    if (!routeId) return;
    setRunId((id) => id + 1);
    setState({ step: 'running', jobId: null, progress: null });
    startNarrationBatch(routeId, currentLanguage()).then(
      (first) =>
        setState((old) =>
          old.step === 'running' ? { step: 'running', jobId: first.jobId ?? '', progress: first } : old,
        ),
      (error: unknown) => setState({ step: 'failed', message: errorText(error) }),
    );
  }, [routeId]);

  // The progress follows what the server pushes (or what polling reads) while the batch runs.
  useEffect(() => {
    if (!pushed) return;
    setState((old) =>
      old.step === 'running' && old.jobId !== null && (!old.jobId || pushed.jobId === old.jobId)
        ? { ...old, progress: pushed }
        : old,
    );
  }, [pushed]);

  const progress = state.step === 'running' ? state.progress : null;
  useEffect(() => {
    if (!progress) return;
    if (progress.failed) setState({ step: 'failed', message: progress.error ?? '' });
    else if (progress.completed) {
      void latestRefetch.current();
      setState({ step: 'succeeded' });
    }
  }, [progress]);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setState({ step: 'timed-out' }), BATCH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [running, runId]);

  const dismiss = useCallback(() => setState((old) => (old.step === 'running' ? old : { step: 'idle' })), []);

  return { state, start, dismiss };
}
