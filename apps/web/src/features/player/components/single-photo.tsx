import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTheme } from '@roamcast/shared/catalog/themes';
import { ThemeArt } from '../../../components/theme-art';
import type { SlideshowImage } from '../../../components/image-slideshow/slideshow-image';

interface SinglePhotoProps {
  photo: SlideshowImage;
  themeId: string;
  name: string;
  /**
   * Shown whole rather than filling the box: a tour's cover carries its own title and map, which
   * cropping cut ("astes of Lisbon", issue 24). It sits centred on the artwork, with no gradient over it.
   */
  whole?: boolean;
}

/**
 * One photo over the theme's artwork, under its gradient: what a stop with a single photo (often the
 * tour's cover) shows, and what a longer slideshow shows while its code loads. If the photo fails,
 * the artwork stays.
 */
export function SinglePhoto({ photo, themeId, name, whole = false }: SinglePhotoProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className="absolute inset-0 overflow-hidden">
      <ThemeArt themeId={themeId} className="absolute inset-0" />
      {!failed && (
        <img
          src={photo.url}
          alt={photo.alt ?? t('player.photoAlt', { current: 1, total: 1, name })}
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
          className={`absolute inset-0 size-full ${whole ? 'object-contain' : 'object-cover'}`}
        />
      )}
      {!whole && (
        <div
          aria-hidden
          className={`pointer-events-none absolute inset-0 bg-linear-to-t ${getTheme(themeId).overlayClass}`}
        />
      )}
      {photo.credit && (
        <p className="absolute inset-x-3 bottom-3 truncate text-xs text-white/90">
          {t('imageSlideshow.credit', { credit: photo.credit })}
        </p>
      )}
    </div>
  );
}
