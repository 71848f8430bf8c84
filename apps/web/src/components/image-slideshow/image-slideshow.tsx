import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPLORER_CROSSFADE_MS, EXPLORER_SLIDESHOW_INTERVAL_MS } from '@roamcast/shared/catalog/constants';
import { getTheme } from '@roamcast/shared/catalog/themes';
import { ThemeArt } from '../theme-art';
import { SlideshowControls } from './slideshow-controls';
import { toSlideshowImages, type SlideshowImageInput } from './slideshow-image';
import { useReducedMotion } from './use-reduced-motion';
import { useSlideshow } from './use-slideshow';

export interface ImageSlideshowProps {
  /** Narration photo URLs, or photos with a credit line and alt text. */
  images: readonly SlideshowImageInput[];
  themeId: string;
  intervalMs?: number;
  crossFadeMs?: number;
  /** Named in each photo's alt text when the photo brings none of its own. */
  placeName?: string;
  /** The region's name for screen readers; 'Photos' by default. */
  label?: string;
  /** Size and position; the default keeps a fixed 4:3 box so loading photos never shift the page. */
  className?: string;
}

/**
 * The photo slideshow of SPEC §2/§4: cross-fading photos under the theme's gradient, with
 * pause/resume, previous/next, dots and an 'n / m' counter. The theme's artwork always sits beneath,
 * so before a photo arrives, when one fails, or when there are none, the art shows, never a grey box.
 */
export function ImageSlideshow({
  images: input,
  themeId,
  intervalMs = EXPLORER_SLIDESHOW_INTERVAL_MS,
  crossFadeMs = EXPLORER_CROSSFADE_MS,
  placeName,
  label,
  className = 'aspect-[4/3] w-full',
}: ImageSlideshowProps) {
  const { t } = useTranslation();
  const theme = getTheme(themeId);
  const images = toSlideshowImages(input);
  const count = images.length;
  const slideshow = useSlideshow(count, intervalMs, images.map((image) => image.url).join('\n'));
  const reducedMotion = useReducedMotion();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const { current } = slideshow;
  // Only the photo shown and its neighbours are in the page: the one fading out and the next one
  // loading ahead, so a long list does not download at once.
  const rendered = [...new Set([current - 1, current, current + 1].map((i) => (i + count) % count))];
  const credit = images[current]?.credit;

  return (
    <section
      aria-roledescription={t('imageSlideshow.roleDescription')}
      aria-label={label ?? t('imageSlideshow.label')}
      className={`relative isolate overflow-hidden bg-zinc-950 text-white ${className}`}
    >
      <ThemeArt themeId={theme.id} className="absolute inset-0" />
      {count === 0 ? (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-lg font-semibold">
          {t('imageSlideshow.empty')}
        </p>
      ) : (
        <>
          {rendered.map((index) => {
            const image = images[index]!;
            const active = index === current;
            const position = { current: index + 1, total: count };
            return (
              <div
                key={`${index}:${image.url}`}
                role="group"
                aria-roledescription={t('imageSlideshow.slide')}
                aria-label={t('imageSlideshow.slideLabel', position)}
                aria-hidden={!active}
                data-active={active}
                className="absolute inset-0"
                style={{
                  opacity: active ? 1 : 0,
                  transition: reducedMotion ? 'none' : `opacity ${crossFadeMs}ms ease-in-out`,
                }}
              >
                {!failed.has(image.url) && (
                  <img
                    src={image.url}
                    alt={
                      image.alt ??
                      (placeName
                        ? t('imageSlideshow.photoAltPlace', { ...position, place: placeName })
                        : t('imageSlideshow.photoAlt', position))
                    }
                    // The first photo is on screen at once; the others wait until they are needed.
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    onError={() => setFailed((old) => new Set(old).add(image.url))}
                    className="size-full object-cover"
                  />
                )}
              </div>
            );
          })}
          <div
            aria-hidden
            data-slideshow-overlay
            className={`pointer-events-none absolute inset-0 bg-linear-to-t ${theme.overlayClass}`}
          />
          <p className="absolute end-3 top-3 rounded-full bg-black/60 px-3 py-1 text-sm font-semibold tabular-nums">
            <span aria-hidden>{t('imageSlideshow.counter', { current: current + 1, total: count })}</span>
            <span className="sr-only" aria-live={slideshow.paused ? 'polite' : 'off'} aria-atomic>
              {t('imageSlideshow.counterSpoken', { current: current + 1, total: count })}
            </span>
          </p>
          {credit && (
            <p className="absolute inset-x-3 bottom-16 truncate text-xs text-white/90">
              {t('imageSlideshow.credit', { credit })}
            </p>
          )}
          {count > 1 && (
            <SlideshowControls
              count={count}
              current={current}
              paused={slideshow.paused}
              accentClass={theme.accentClass}
              onPrevious={slideshow.previous}
              onNext={slideshow.next}
              onTogglePaused={slideshow.togglePaused}
              onGoTo={slideshow.goTo}
            />
          )}
        </>
      )}
    </section>
  );
}
