import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { ProgressBar } from '../../../../components/progress-bar';
import { Spinner } from '../../../../components/ui/spinner';
import { useBatchProgress } from '../../../../lib/tours/use-batch-progress';
import type { BatchRun } from '../../hooks/use-narration-batch';

const clampPercent = (current: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, (current / total) * 100)) : 0;

/**
 * The running Regenerate Narrations batch: current/total, the stop being narrated and a bar
 * (SPEC §4). Rendered with key={run.runId}, so every run follows its progress from scratch.
 */
export function BatchProgressPanel({
  run,
  onProgress,
}: {
  run: BatchRun;
  onProgress: (runId: number, progress: BatchProgress) => void;
}) {
  const { t } = useTranslation();
  const live = useBatchProgress(run.routeId, run.following);
  useEffect(() => {
    if (live) onProgress(run.runId, live);
  }, [live, onProgress, run.runId]);

  const ours = live && (!run.jobId || !live.jobId || live.jobId === run.jobId) ? live : run.initial;
  const total = ours?.total ?? 0;
  const current = Math.min(ours?.current ?? 0, total);
  const stop = ours?.currentStopName;
  return (
    <section
      aria-label={t('myTours.progress.label')}
      className="flex flex-col gap-2 rounded-2xl bg-zinc-900/95 p-3 ring-1 ring-emerald-400/40"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Spinner />
        <span className="min-w-0 truncate">{t('myTours.progress.heading', { name: run.name })}</span>
      </p>
      <p role="status" className="text-sm text-zinc-200">
        {total > 0
          ? t('myTours.progress.count', { current: String(current), total: String(total) })
          : t('myTours.progress.starting')}
        {stop ? ` · ${t('myTours.progress.stop', { stop })}` : ''}
      </p>
      <ProgressBar percent={clampPercent(current, total)} label={t('myTours.progress.label')} reached={false} />
    </section>
  );
}
