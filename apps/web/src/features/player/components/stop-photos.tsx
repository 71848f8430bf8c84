import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeArt } from '../../../components/theme-art';
import { stopSlides, type PlayerStop, type PlayerTour } from '../logic/player-tour';

// DESIGN.md: slideshow photos load when needed; until then (and without photos) the theme's art shows.
const ImageSlideshow = lazy(() =>
  import('../../../components/image-slideshow/image-slideshow').then((module) => ({ default: module.ImageSlideshow })),
);

/**
 * The stop's photos as a slideshow (5 s, cross-fade, the theme's overlay): its own photos, else the
 * tour's cover, else the theme's artwork alone, never an empty box (SPEC §2, DESIGN.md).
 */
export function StopPhotos({ stop, tour }: { stop: PlayerStop; tour: PlayerTour }) {
  const { t } = useTranslation();
  const slides = stopSlides(stop, tour);
  const art = <ThemeArt themeId={stop.theme} className="absolute inset-0" />;
  if (slides.length === 0) return art;
  return (
    <Suspense fallback={art}>
      <ImageSlideshow
        images={slides}
        themeId={stop.theme}
        placeName={stop.name || tour.name}
        label={t('player.photosOf', { name: stop.name || tour.name })}
        // The slideshow is a positioned box of its own; it fills the photo area, whose height the layout sets.
        className="size-full"
      />
    </Suspense>
  );
}
