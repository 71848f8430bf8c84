import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BATCH_TIMEOUT_MS } from '@roamcast/shared/catalog/constants';
import { isLanguageCode } from '@roamcast/shared/catalog/languages';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { ApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { startNarrationBatch, tourQueryKeys } from '../../../lib/tours/tour-api';
import type { StatusMessage } from '../../../lib/use-status-message';

/** One Regenerate Narrations run; `runId` keys the progress follower so each run starts fresh. */
export interface BatchRun {
  runId: number;
  routeId: string;
  name: string;
  /** The job the start call named: progress of an older job of the same tour is ignored. */
  jobId: string | null;
  /** What the start call answered, shown until the first pushed or polled progress arrives. */
  initial: BatchProgress | null;
  /** True once the batch is running on the server and its progress is worth following. */
  following: boolean;
}

/**
 * Regenerate Narrations (SPEC §4): start the batch, follow its progress, and end with one of the
 * messages of SPEC §8: success, 'Batch generation failed: {message}' or the 5-minute time-out.
 */
export function useNarrationBatch(show: (message: StatusMessage) => void) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<BatchRun | null>(null);
  const current = useRef<BatchRun | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextRunId = useRef(0);

  // A function, not a direct read: TypeScript would keep an earlier null check's narrowing across awaits.
  const activeRun = (): BatchRun | null => current.current;
  const update = (next: BatchRun | null) => {
    current.current = next;
    setRun(next);
  };

  const finish = useCallback(
    (runId: number, message: StatusMessage) => {
      const active = current.current;
      if (!active || active.runId !== runId) return;
      clearTimeout(timer.current);
      current.current = null;
      setRun(null);
      show(message);
      void queryClient.invalidateQueries({ queryKey: tourQueryKeys.mine });
      void queryClient.invalidateQueries({ queryKey: tourQueryKeys.one(active.routeId) });
    },
    [queryClient, show],
  );

  const failed = useCallback(
    (runId: number, error: string | null | undefined) =>
      finish(runId, {
        key: 'myTours.messages.batchFailed',
        tone: 'error',
        values: { message: error || t('myTours.messages.unknownError') },
      }),
    [finish, t],
  );
  const timedOut = (runId: number) => finish(runId, { key: 'myTours.messages.batchTimedOut', tone: 'error' });

  const settle = useCallback(
    (runId: number, progress: BatchProgress) => {
      if (progress.completed) finish(runId, { key: 'myTours.messages.batchDone', tone: 'info' });
      else if (progress.failed) failed(runId, progress.error);
    },
    [finish, failed],
  );

  async function start(tour: { id: string; name: string }) {
    if (current.current) return;
    const runId = ++nextRunId.current;
    update({ runId, routeId: tour.id, name: tour.name, jobId: null, initial: null, following: false });
    timer.current = setTimeout(() => timedOut(runId), BATCH_TIMEOUT_MS);
    try {
      const language = isLanguageCode(i18n.language) ? i18n.language : undefined;
      const started = await startNarrationBatch(tour.id, language);
      // Read again: the run may have ended (time-out) while the start call was answered.
      const active = activeRun();
      if (active?.runId !== runId) return;
      if (started.completed || started.failed) return settle(runId, started);
      update({ ...active, jobId: started.jobId, initial: started, following: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'timeout') timedOut(runId);
      else failed(runId, error instanceof Error ? errorText(error) : null);
    }
  }

  /** Progress from the follower: a finished batch of this run ends it. */
  const onProgress = useCallback(
    (runId: number, progress: BatchProgress) => {
      const active = current.current;
      if (!active || active.runId !== runId) return;
      if (active.jobId && progress.jobId && progress.jobId !== active.jobId) return;
      settle(runId, progress);
    },
    [settle],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { run, start, onProgress };
}
