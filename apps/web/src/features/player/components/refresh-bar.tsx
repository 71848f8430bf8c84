import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { useStopGeneration } from '../hooks/use-stop-generation';
import type { PlayerTour } from '../logic/player-tour';

interface RefreshBarProps {
  tour: PlayerTour;
  index: number;
  /** Minutes per stop for the narration written here (the tour's narration length). */
  duration: 1 | 2 | 5 | 10;
  refetch: () => Promise<unknown>;
  onLocalNarration: (index: number, narration: Narration) => void;
}

/**
 * SPEC §2: a stop with neither audio nor photos offers 'Click to Refresh' (read the tour again, in
 * case its narration was written meanwhile) and 'Generate This Stop' (write it now). It loads only
 * for such a stop; leaving the stop stops waiting for it (coming back and refreshing finds it).
 */
export default function RefreshBar({ tour, index, duration, refetch, onLocalNarration }: RefreshBarProps) {
  const { t } = useTranslation();
  const { state: generation, generate } = useStopGeneration({ tour, duration, refetch, onLocalNarration });
  const onRefresh = () => void refetch();
  const onGenerate = () => void generate(index);
  const writing = generation.step === 'writing' && generation.index === index;
  const failure = generation.step === 'failed' && generation.index === index ? generation.message : null;
  const name = tour.stops[index]?.name || tour.name;
  // While the stop is being made, say so with its name instead of offering to make it (issue 24).
  if (writing)
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-2xl bg-black/65 p-3 text-sm text-zinc-100 ring-1 ring-white/15"
      >
        <Spinner />
        {t('player.generatingNamedStop', { name })}
      </p>
    );
  return (
    <div className="space-y-2 rounded-2xl bg-black/65 p-3 ring-1 ring-white/15">
      <p className="text-sm text-zinc-100">{t('player.refreshHint')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onRefresh}>
          {t('player.clickToRefresh')}
        </button>
        <button type="button" className={buttonStyles.primary} onClick={onGenerate}>
          <Sparkles aria-hidden className="size-5" />
          {t('player.generateThisStop')}
        </button>
      </div>
      {failure !== null && (
        <p role="alert" className="text-sm text-amber-200">
          {t('player.generateFailed', { message: failure })}
        </p>
      )}
    </div>
  );
}
