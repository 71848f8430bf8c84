import { lazy, Suspense, useState } from 'react';
import { Save, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useJourney } from '../../hooks/use-journey';

// The dialog (and the upgrade offer behind it) loads only when someone saves.
const SaveJourneyDialog = lazy(() =>
  import('./save-journey-dialog').then((module) => ({ default: module.SaveJourneyDialog })),
);

const pill =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold ring-1 disabled:opacity-60';

interface JourneyIndicatorProps {
  /** Stored on the saved route; pass the explorer's theme. */
  theme?: string;
}

/** Header line while a journey records: stop count, Save (from 2 stops) and Clear (SPEC §2, §4). */
export function JourneyIndicator({ theme }: JourneyIndicatorProps) {
  const { t } = useTranslation();
  const journey = useJourney();
  const [saving, setSaving] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  return (
    <>
      {journey.isRecording && (
        <div role="group" aria-label={t('journey.label')} className="flex flex-wrap items-center gap-1.5">
          <p
            role="status"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-black/55 px-2.5 text-sm font-medium"
          >
            <span aria-hidden className="size-2.5 rounded-full bg-red-500 motion-safe:animate-pulse" />
            {t('journey.recording', { count: journey.stopCount })}
          </p>
          {journey.canSave && (
            <button
              type="button"
              className={`${pill} bg-white text-zinc-950 ring-white hover:bg-zinc-200`}
              onClick={() => {
                setDialogLoaded(true);
                setSaving(true);
              }}
            >
              <Save aria-hidden className="size-4" />
              {t('journey.saveButton')}
            </button>
          )}
          <button
            type="button"
            className={`${pill} bg-black/55 text-white ring-white/25 hover:bg-black/75`}
            onClick={journey.clear}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('journey.clear')}
          </button>
        </div>
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SaveJourneyDialog open={saving} onOpenChange={setSaving} theme={theme} />
        </Suspense>
      )}
    </>
  );
}
