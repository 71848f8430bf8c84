import { Play, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { buttonStyles } from '../../../components/ui/button-styles';
import { SlideshowBackdrop } from './slideshow-backdrop';

/** SPEC §2 splash: the tour's image, name, description, 'n stops • AI-narrated tour' and Start Tour. */
export function SlideshowSplash({
  slideshow,
  onStart,
  onPrepare,
  onPromoClick,
}: {
  slideshow: PublicSlideshow;
  onStart: () => void;
  /** The visitor is reaching for Start Tour (pointer down, focus): fetch what it opens. */
  onPrepare: () => void;
  onPromoClick: () => void;
}) {
  const { t } = useTranslation();
  const { tour, stops } = slideshow;
  return (
    <main className="relative flex min-h-dvh flex-col justify-end gap-5 px-6 pt-16 pb-10 text-white sm:items-center sm:justify-center sm:text-center">
      <SlideshowBackdrop url={tour.coverUrl} alt={t('slideshow.coverOf', { name: tour.name })} />
      <h1 className="text-4xl font-bold text-balance drop-shadow">{tour.name}</h1>
      {tour.description && <p className="max-w-xl text-lg text-zinc-100">{tour.description}</p>}
      <p className="font-semibold text-zinc-200">
        {stops.length === 1 ? t('slideshow.oneStop') : t('slideshow.stops', { count: stops.length })}
      </p>
      <button
        type="button"
        onClick={onStart}
        onPointerDown={onPrepare}
        onFocus={onPrepare}
        className={`${buttonStyles.primary} min-h-14 px-8 text-lg sm:self-center`}
      >
        <Play aria-hidden className="size-5 rtl:rotate-180" />
        {t('slideshow.startTour')}
      </button>
      {slideshow.creatorIsFree && (
        <aside
          aria-labelledby="slideshow-promo"
          className="max-w-md rounded-2xl bg-black/55 p-4 ring-1 ring-white/20 backdrop-blur sm:self-center"
        >
          <h2 id="slideshow-promo" className="flex items-center gap-2 font-bold sm:justify-center">
            <Sparkles aria-hidden className="size-5 text-amber-300" />
            {t('slideshow.promoTitle', { product: t('app.name') })}
          </h2>
          <p className="mt-1 text-zinc-200">{t('slideshow.promoText')}</p>
          <Link to="/" onClick={onPromoClick} className={buttonStyles.link}>
            {t('slideshow.getStartedFree')}
          </Link>
        </aside>
      )}
    </main>
  );
}
