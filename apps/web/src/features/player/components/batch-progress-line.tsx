import { useTranslation } from 'react-i18next';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';

/** 'current/total' and the stop being written (DESIGN.md: progress names the stop). */
export function BatchProgressLine({ progress }: { progress: BatchProgress }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-zinc-100">
      <span className="font-semibold tabular-nums">
        {t('player.batchCount', { current: progress.current, total: progress.total })}
      </span>
      {progress.currentStopName && <span> · {t('player.batchStop', { name: progress.currentStopName })}</span>}
    </p>
  );
}
