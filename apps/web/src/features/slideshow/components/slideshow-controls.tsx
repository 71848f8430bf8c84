import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';

/** Previous, play/pause and next in thumb reach, as in the player. */
export function SlideshowControls(props: {
  playing: boolean;
  canPlay: boolean;
  hasPrevious: boolean;
  onPrevious: () => void;
  onTogglePlay: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-6">
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('slideshow.previous')}
        disabled={!props.hasPrevious}
        onClick={props.onPrevious}
      >
        <SkipBack aria-hidden className="size-5 rtl:rotate-180" />
      </button>
      <button
        type="button"
        aria-label={props.playing ? t('slideshow.pause') : t('slideshow.play')}
        disabled={!props.canPlay}
        onClick={props.onTogglePlay}
        className="inline-flex size-16 items-center justify-center rounded-full bg-white text-zinc-950 shadow-xl hover:bg-zinc-200 disabled:opacity-50"
      >
        {props.playing ? (
          <Pause aria-hidden className="size-7" />
        ) : (
          <Play aria-hidden className="size-7 rtl:rotate-180" />
        )}
      </button>
      <button type="button" className={buttonStyles.icon} aria-label={t('slideshow.next')} onClick={props.onNext}>
        <SkipForward aria-hidden className="size-5 rtl:rotate-180" />
      </button>
    </div>
  );
}
