import { useTranslation } from 'react-i18next';
import { TransportButtons } from './transport-buttons';

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
      <TransportButtons
        playing={playing}
        canPlay={props.canPlay}
        hasPrevious={props.hasPrevious}
        hasNext={props.hasNext}
        labels={{
          previous: t('player.previous'),
          play: t('player.play'),
          pause: t('player.pause'),
          next: t('player.next'),
        }}
        onPrevious={props.onPrevious}
        onTogglePlay={props.onTogglePlay}
        onNext={props.onNext}
      />
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
