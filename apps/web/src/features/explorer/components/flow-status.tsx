import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { FlowMessage, FlowPhase } from '../hooks/use-narration-flow';

interface FlowStatusProps {
  phase: FlowPhase;
  placeName: string | undefined;
  error: FlowMessage | null;
}

/** Says what is happening ("Locating...", "Writing your story about ...") or what went wrong. */
export function FlowStatus({ phase, placeName, error }: FlowStatusProps) {
  const { t } = useTranslation();
  const progress =
    phase === 'locating'
      ? t('explorer.locating')
      : phase === 'naming'
        ? t('explorer.naming')
        : phase === 'writing'
          ? t('explorer.writing', { place: placeName ?? '' })
          : null;
  return (
    <>
      <p
        role="status"
        aria-live="polite"
        className="flex min-h-6 items-center justify-center gap-2 text-center font-medium"
      >
        {progress && (
          <>
            <Spinner />
            <span>{progress}</span>
          </>
        )}
      </p>
      {phase === 'error' && error && (
        <p
          role="alert"
          className="rounded-xl bg-red-950/85 px-4 py-3 text-center font-medium text-red-50 ring-1 ring-red-400/40"
        >
          {t(error.key, error.params)}
        </p>
      )}
    </>
  );
}
