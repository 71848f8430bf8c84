import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeArt } from '../../../components/theme-art';
import { stopSlides, type PlayerStop, type PlayerTour } from '../logic/player-tour';
import { SinglePhoto } from './single-photo';

// DESIGN.md: slideshow photos load when needed; a single photo needs no slideshow at all.
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
  const name = stop.name || tour.name;
  const first = slides[0];
  if (!first) return <ThemeArt themeId={stop.theme} className="absolute inset-0" />;
  // The tour's cover stands in for a stop without photos: it is shown whole (its title is drawn in it).
  const single = <SinglePhoto photo={first} themeId={stop.theme} name={name} whole={first.url === tour.coverUrl} />;
  if (slides.length === 1) return single;
  return (
    <Suspense fallback={single}>
      <ImageSlideshow
        images={slides}
        themeId={stop.theme}
        placeName={name}
        label={t('player.photosOf', { name })}
        // The slideshow is a positioned box of its own; it fills the photo area, whose height the layout sets.
        className="size-full"
      />
    </Suspense>
  );
}
