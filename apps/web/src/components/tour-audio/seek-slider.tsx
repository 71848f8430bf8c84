import { useTranslation } from 'react-i18next';
import { formatTime } from './format-time';

interface SeekSliderProps {
  currentTime: number;
  duration: number | null;
  /**
   * Seconds of audio received so far, for a story still being spoken (its length is not known yet):
   * the bar then spans what has arrived, so it never reads full while more is on its way.
   */
  arrived?: number;
  onSeek: (seconds: number) => void;
}

/**
 * The seek slider with the time heard and the length, in m:ss. While a story streams it spans the
 * audio received so far and says so ('still arriving'); with nothing received it only shows time.
 */
export function SeekSlider({ currentTime, duration, arrived = 0, onSeek }: SeekSliderProps) {
  const { t } = useTranslation();
  const streaming = duration === null && arrived > 0;
  const end = duration ?? (streaming ? Math.max(arrived, currentTime) : 0);
  const elapsed = formatTime(currentTime);
  const total = formatTime(duration ?? (streaming ? end : null));
  return (
    <div className="flex items-center gap-3 text-xs text-zinc-200 tabular-nums">
      <span data-testid="elapsed-time" className="w-10 shrink-0 text-end">
        {elapsed}
      </span>
      <div className="relative flex min-w-0 flex-1">
        <input
          type="range"
          min={0}
          max={end}
          step="any"
          value={Math.min(currentTime, end)}
          disabled={end === 0}
          aria-label={t('player.seek')}
          aria-valuetext={t(streaming ? 'player.seekArriving' : 'player.seekValue', { current: elapsed, total })}
          onChange={(event) => onSeek(Number(event.currentTarget.value))}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-white disabled:cursor-default disabled:opacity-50"
        />
        {streaming && (
          // Under the track, inside the slider's own 44 px: no extra height, and touches go to the slider.
          <span
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-0 text-center text-[0.7rem] leading-none text-amber-200"
          >
            {t('player.stillArriving')}
          </span>
        )}
      </div>
      <span data-testid="total-time" className="w-10 shrink-0">
        {total}
      </span>
    </div>
  );
}
