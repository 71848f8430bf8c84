import { useTranslation } from 'react-i18next';
import { formatTime } from './format-time';

interface SeekSliderProps {
  currentTime: number;
  duration: number | null;
  onSeek: (seconds: number) => void;
}

/** The seek slider with the time heard and the length, in m:ss. Until the length is known it only shows time. */
export function SeekSlider({ currentTime, duration, onSeek }: SeekSliderProps) {
  const { t } = useTranslation();
  const elapsed = formatTime(currentTime);
  const total = formatTime(duration);
  return (
    <div className="flex items-center gap-3 text-xs text-zinc-200 tabular-nums">
      <span data-testid="elapsed-time" className="w-10 text-end">
        {elapsed}
      </span>
      <input
        type="range"
        min={0}
        max={duration ?? 0}
        step={1}
        value={Math.min(currentTime, duration ?? 0)}
        disabled={duration === null}
        aria-label={t('player.seek')}
        aria-valuetext={t('player.seekValue', { current: elapsed, total })}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        className="h-11 min-w-0 flex-1 cursor-pointer accent-white disabled:cursor-default disabled:opacity-50"
      />
      <span data-testid="total-time" className="w-10">
        {total}
      </span>
    </div>
  );
}
