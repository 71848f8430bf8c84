import { ImageSlideshow } from '../../../components/image-slideshow/image-slideshow';
import { ThemeArt } from '../../../components/theme-art';
import { useTranslation } from 'react-i18next';
import { stopSlides, type PlayerStop, type PlayerTour } from '../logic/player-tour';

/**
 * The stop's photos as a slideshow (5 s, cross-fade, the theme's overlay): its own photos, else the
 * tour's cover, else the theme's artwork alone, never an empty box (SPEC §2, DESIGN.md).
 */
export function StopPhotos({ stop, tour }: { stop: PlayerStop; tour: PlayerTour }) {
  const { t } = useTranslation();
  const slides = stopSlides(stop, tour);
  if (slides.length === 0) return <ThemeArt themeId={stop.theme} className="absolute inset-0" />;
  return (
    <ImageSlideshow
      images={slides}
      themeId={stop.theme}
      placeName={stop.name || tour.name}
      label={t('player.photosOf', { name: stop.name || tour.name })}
      className="absolute inset-0"
    />
  );
}
