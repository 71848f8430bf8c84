import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { buttonStyles } from '../ui/button-styles';

export interface TransportButtonsProps {
  playing: boolean;
  canPlay: boolean;
  hasPrevious: boolean;
  /** Default true: a slideshow's last slide moves on to its end card. */
  hasNext?: boolean;
  /** The buttons' accessible names, in the caller's words (player or slideshow). */
  labels: { previous: string; play: string; pause: string; next: string };
  onPrevious: () => void;
  onTogglePlay: () => void;
  onNext: () => void;
}

/** Previous, a large play/pause and next, in thumb reach; arrows turn round in right-to-left languages. */
export function TransportButtons({
  playing,
  canPlay,
  hasPrevious,
  hasNext = true,
  labels,
  ...on
}: TransportButtonsProps) {
  return (
    <>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={labels.previous}
        disabled={!hasPrevious}
        onClick={on.onPrevious}
      >
        <SkipBack aria-hidden className="size-5 rtl:rotate-180" />
      </button>
      <button
        type="button"
        aria-label={playing ? labels.pause : labels.play}
        disabled={!canPlay}
        onClick={on.onTogglePlay}
        className="inline-flex size-16 items-center justify-center rounded-full bg-white text-zinc-950 shadow-xl hover:bg-zinc-200 disabled:opacity-50"
      >
        {playing ? <Pause aria-hidden className="size-7" /> : <Play aria-hidden className="size-7 rtl:rotate-180" />}
      </button>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={labels.next}
        disabled={!hasNext}
        onClick={on.onNext}
      >
        <SkipForward aria-hidden className="size-5 rtl:rotate-180" />
      </button>
    </>
  );
}
