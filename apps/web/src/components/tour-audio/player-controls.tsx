import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../ui/button-styles';

interface PlayerControlsProps {
  playing: boolean;
  canPlay: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  auto: boolean;
  onPrevious: () => void;
  onTogglePlay: () => void;
  onNext: () => void;
  onAutoChange: (auto: boolean) => void;
}

/** Previous, play/pause and next in thumb reach, with the Auto toggle for auto-advance (SPEC §2). */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation();
  const { playing, auto } = props;
  return (
    <div className="flex items-center justify-center gap-4">
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('player.previous')}
        disabled={!props.hasPrevious}
        onClick={props.onPrevious}
      >
        <SkipBack aria-hidden className="size-5 rtl:rotate-180" />
      </button>
      <button
        type="button"
        aria-label={playing ? t('player.pause') : t('player.play')}
        disabled={!props.canPlay}
        onClick={props.onTogglePlay}
        className="inline-flex size-16 items-center justify-center rounded-full bg-white text-zinc-950 shadow-xl hover:bg-zinc-200 disabled:opacity-50"
      >
        {playing ? <Pause aria-hidden className="size-7" /> : <Play aria-hidden className="size-7 rtl:rotate-180" />}
      </button>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('player.next')}
        disabled={!props.hasNext}
        onClick={props.onNext}
      >
        <SkipForward aria-hidden className="size-5 rtl:rotate-180" />
      </button>
      <button
        type="button"
        role="switch"
        aria-checked={auto}
        title={t('player.autoHint')}
        onClick={() => props.onAutoChange(!auto)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold ring-1 ring-white/25 ${auto ? 'bg-emerald-700 text-white' : 'bg-black/45 text-zinc-100'}`}
      >
        <span aria-hidden className={`block size-2.5 rounded-full ${auto ? 'bg-white' : 'bg-zinc-400'}`} />
        {t('player.auto')}
      </button>
    </div>
  );
}
