import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../ui/sheet-dialog';
import { buttonStyles } from '../ui/button-styles';
import type { SlideshowImage } from '../image-slideshow/slideshow-image';

interface StopGalleryProps {
  title: string;
  photos: readonly SlideshowImage[];
  onClose: () => void;
}

/** The Gallery: the photos as a grid, one opened large with its credit (SPEC §2, §6). */
export default function StopGallery({ title, photos, onClose }: StopGalleryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : photos[open];
  const alt = (index: number) => t('player.photoAlt', { current: index + 1, total: photos.length, name: title });
  return (
    <SheetDialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={t('player.galleryTitle', { name: title })}>
      {photos.length === 0 && <p className="py-6 text-zinc-200">{t('player.galleryEmpty')}</p>}
      {shown && open !== null ? (
        <figure className="space-y-3">
          <img src={shown.url} alt={alt(open)} className="max-h-[60dvh] w-full rounded-xl object-contain" />
          {shown.credit && (
            <figcaption className="text-sm text-zinc-300">
              {t('imageSlideshow.credit', { credit: shown.credit })}
            </figcaption>
          )}
          <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(null)}>
            <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
            {t('player.backToGallery')}
          </button>
        </figure>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={`${index}:${photo.url}`}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={t('player.openPhoto', { current: index + 1, total: photos.length })}
                className="block aspect-square w-full overflow-hidden rounded-xl bg-zinc-800"
              >
                <img src={photo.url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SheetDialog>
  );
}
