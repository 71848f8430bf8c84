import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/progress-bar';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import type { GenerateAllState } from '../hooks/use-generate-all';
import { BatchProgressLine } from './batch-progress-line';

/** Generate All's progress (current/total, the stop's name) and its outcome, in the spec's words. */
export function GenerateAllStatus({ state, onDismiss }: { state: GenerateAllState; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (state.step === 'idle') return null;
  if (state.step === 'running') {
    const { progress } = state;
    const percent = progress && progress.total > 0 ? (progress.current / progress.total) * 100 : 0;
    return (
      <div className="space-y-2 rounded-2xl bg-black/70 p-3 ring-1 ring-white/15">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Spinner />
          {t('player.batchRunning')}
        </p>
        <ProgressBar
          percent={Math.min(100, Math.max(0, percent))}
          label={t('player.batchProgressLabel')}
          reached={false}
        />
        {progress && <BatchProgressLine progress={progress} />}
      </div>
    );
  }
  const message =
    state.step === 'succeeded'
      ? t('player.batchSuccess')
      : state.step === 'timed-out'
        ? t('player.batchTimeout')
        : t('player.batchFailed', { message: state.message || t('player.unknownError') });
  return (
    <div
      role={state.step === 'succeeded' ? 'status' : 'alert'}
      className={`flex items-center gap-2 rounded-2xl p-3 ring-1 ring-white/15 ${state.step === 'succeeded' ? 'bg-emerald-900/90' : 'bg-red-950/90'}`}
    >
      <p className="min-w-0 flex-1 text-sm font-semibold">{message}</p>
      <button type="button" className={buttonStyles.icon} aria-label={t('player.dismiss')} onClick={onDismiss}>
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
