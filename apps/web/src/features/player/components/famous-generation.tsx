import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/progress-bar';
import { useFamousGeneration } from '../hooks/use-famous-generation';
import { PlayerMessage } from './player-message';
import { BatchProgressLine } from './batch-progress-line';

/**
 * SPEC §2 'Generating Famous Tour': the stops are written on first play, with their progress; the
 * screen gives way to the player as soon as stop 1 can play.
 */
export function FamousGenerationScreen({ routeId, onFirstStop }: { routeId: string; onFirstStop: () => void }) {
  const { t } = useTranslation();
  const { progress, error } = useFamousGeneration(routeId, onFirstStop);
  return (
    <PlayerMessage
      icon={<Compass aria-hidden className="size-12 text-amber-200 motion-safe:animate-pulse" />}
      title={t('player.generatingFamous')}
    >
      <p className="max-w-md text-lg text-zinc-200">{t('player.generatingFamousHint')}</p>
      {error !== null ? (
        <p role="alert" className="max-w-md rounded-xl bg-black/60 p-3 text-amber-100">
          {t('player.batchFailed', { message: error || t('player.unknownError') })}
        </p>
      ) : (
        progress &&
        progress.total > 0 && (
          <div className="w-full max-w-sm space-y-2">
            <ProgressBar
              percent={Math.min(100, Math.max(0, (progress.current / progress.total) * 100))}
              label={t('player.batchProgressLabel')}
              reached={false}
            />
            <BatchProgressLine progress={progress} />
          </div>
        )
      )}
    </PlayerMessage>
  );
}
