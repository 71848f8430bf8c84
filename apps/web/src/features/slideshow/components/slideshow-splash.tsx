import { Play, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { ThemeArt } from '../../../components/theme-art';
import { buttonStyles } from '../../../components/ui/button-styles';

/**
 * SPEC §2 splash: the tour's image, name, description, 'n stops • AI-narrated tour' and Start Tour.
 * The image is the tour's cover, which carries its own title and map: it is shown whole, beside the
 * words from 1024 px and above them on a phone, never under them (issue 24).
 */
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
    <main className="relative mx-auto flex min-h-dvh w-full max-w-6xl flex-col justify-center gap-6 px-6 py-8 text-white lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(20rem,2fr)] lg:items-center lg:gap-10">
      <ThemeArt themeId="auto_channel" dim />
      {tour.coverUrl && (
        <img
          src={tour.coverUrl}
          alt={t('slideshow.coverOf', { name: tour.name })}
          fetchPriority="high"
          decoding="async"
          className="aspect-[3/2] max-h-[45dvh] w-full rounded-2xl object-contain shadow-2xl lg:max-h-[80dvh]"
        />
      )}
      <div className="flex flex-col gap-5 sm:items-center sm:text-center lg:items-start lg:text-start">
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
          className={`${buttonStyles.primary} min-h-14 px-8 text-lg sm:self-center lg:self-start`}
        >
          <Play aria-hidden className="size-5 rtl:rotate-180" />
          {t('slideshow.startTour')}
        </button>
        {slideshow.creatorIsFree && (
          <aside
            aria-labelledby="slideshow-promo"
            className="max-w-md rounded-2xl bg-black/55 p-4 ring-1 ring-white/20 backdrop-blur sm:self-center lg:self-start"
          >
            <h2 id="slideshow-promo" className="flex items-center gap-2 font-bold sm:justify-center lg:justify-start">
              <Sparkles aria-hidden className="size-5 text-amber-300" />
              {t('slideshow.promoTitle', { product: t('app.name') })}
            </h2>
            <p className="mt-1 text-zinc-200">{t('slideshow.promoText')}</p>
            <Link to="/" onClick={onPromoClick} className={buttonStyles.link}>
              {t('slideshow.getStartedFree')}
            </Link>
          </aside>
        )}
      </div>
    </main>
  );
}
