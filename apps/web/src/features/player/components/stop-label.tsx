import { useTranslation } from 'react-i18next';

/** 'Stop n of m' with the Restart link back to the first stop (SPEC §2). */
export function StopLabel({ index, total, onRestart }: { index: number; total: number; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-sm">
      <p aria-live="polite" className="font-semibold text-zinc-100 tabular-nums">
        {t('player.stopOf', { current: index + 1, total })}
      </p>
      <button
        type="button"
        onClick={onRestart}
        className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-sky-300 underline underline-offset-4 hover:text-sky-200"
      >
        {t('player.restart')}
      </button>
    </div>
  );
}
