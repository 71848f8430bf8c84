import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../ui/button-styles';

interface SlideshowControlsProps {
  count: number;
  current: number;
  paused: boolean;
  /** The theme's accentClass, for the current dot (SPEC §2). */
  accentClass: string;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePaused: () => void;
  onGoTo: (index: number) => void;
}

/** Previous, pause/resume, one dot per photo and next, along the bottom where a thumb reaches. */
export function SlideshowControls(props: SlideshowControlsProps) {
  const { t } = useTranslation();
  const { count, current, paused, accentClass } = props;
  return (
    <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 p-3">
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('imageSlideshow.previous')}
        onClick={props.onPrevious}
      >
        <ChevronLeft aria-hidden className="size-6 rtl:rotate-180" />
      </button>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={paused ? t('imageSlideshow.resume') : t('imageSlideshow.pause')}
        onClick={props.onTogglePaused}
      >
        {paused ? <Play aria-hidden className="size-5" /> : <Pause aria-hidden className="size-5" />}
      </button>
      <div role="group" aria-label={t('imageSlideshow.dots')} className="flex min-w-0 flex-1 flex-wrap justify-center">
        {Array.from({ length: count }, (_, index) => {
          const active = index === current;
          return (
            <button
              key={index}
              type="button"
              aria-label={t('imageSlideshow.goTo', { current: index + 1 })}
              aria-current={active ? 'true' : undefined}
              onClick={() => props.onGoTo(index)}
              className="flex h-11 w-7 items-center justify-center rounded-full"
            >
              <span
                data-dot
                className={`block rounded-full ring-1 ring-black/40 ${active ? `size-3 ${accentClass}` : 'size-2.5 bg-white/70'}`}
              />
            </button>
          );
        })}
      </div>
      <button type="button" className={buttonStyles.icon} aria-label={t('imageSlideshow.next')} onClick={props.onNext}>
        <ChevronRight aria-hidden className="size-6 rtl:rotate-180" />
      </button>
    </div>
  );
}
