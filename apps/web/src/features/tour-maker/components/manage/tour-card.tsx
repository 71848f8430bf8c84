import { useId } from 'react';
import { Check, CloudDownload, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ThemeArt } from '../../../../components/theme-art';
import { Spinner } from '../../../../components/ui/spinner';
import type { CardTour } from './card-tour';
import { tripFacts } from './trip-facts';

interface TourCardProps {
  tour: CardTour;
  selected: boolean;
  /** What is happening to this tour right now ("Generating a new cover..."), shown over its picture. */
  busyText?: string;
  onToggle: () => void;
}

/**
 * A tour in a grid. The whole card toggles selection (SPEC §2): its name is a toggle button
 * (aria-pressed) stretched over the card, so keyboard and screen readers get one clear control.
 */
export function TourCard({ tour, selected, busyText, onToggle }: TourCardProps) {
  const { t, i18n } = useTranslation();
  const detailsId = useId();
  const route =
    tour.startPoint && tour.destination
      ? t('myTours.fromTo', { from: tour.startPoint, to: tour.destination })
      : (tour.startPoint ?? tour.destination);
  return (
    <li
      data-selected={selected}
      className={`relative flex overflow-hidden rounded-2xl bg-zinc-900 ring-2 transition-shadow sm:flex-col ${selected ? 'ring-emerald-400' : 'ring-white/10 hover:ring-white/30'}`}
    >
      {/* A drawn cover carries its own title and map (3:2): shown whole, never cropped (issue 24). */}
      <div className="relative aspect-[3/2] w-36 shrink-0 self-start overflow-hidden bg-zinc-950 sm:w-full">
        {tour.imageUrl ? (
          <img src={tour.imageUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-contain" />
        ) : (
          <ThemeArt themeId={tour.theme ?? 'auto_channel'} className="absolute inset-0" />
        )}
        {busyText && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/70 p-2 text-center text-sm font-semibold">
            <Spinner />
            <span>{busyText}</span>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        {/* The badges sit beside the cover, not on it, where they would hide its title. */}
        {(tour.kind === 'famous' || tour.savedOffline) && (
          <p className="flex flex-wrap gap-1">
            {tour.kind === 'famous' && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-300/15 px-2 py-0.5 text-xs font-semibold text-amber-200">
                <Star aria-hidden className="size-3" />
                {t('myTours.famousBadge')}
              </span>
            )}
            {tour.savedOffline && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-300/15 px-2 py-0.5 text-xs font-semibold text-emerald-200">
                <CloudDownload aria-hidden className="size-3" />
                {t('offline.savedBadge')}
              </span>
            )}
          </p>
        )}
        <h3 className="text-lg leading-snug font-bold">
          <button
            type="button"
            aria-pressed={selected}
            aria-describedby={detailsId}
            onClick={onToggle}
            className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-sky-300"
          >
            {tour.name}
          </button>
        </h3>
        <p id={detailsId} className="text-sm text-zinc-300">
          {tripFacts(t, i18n.language, tour).join(' · ')}
        </p>
        {route && <p className="truncate text-sm text-zinc-300">{route}</p>}
        {tour.description && <p className="line-clamp-2 text-sm text-zinc-400">{tour.description}</p>}
        {tour.highlights.length > 0 && (
          <p className="line-clamp-1 text-xs text-amber-100/90">{tour.highlights.join(' · ')}</p>
        )}
      </div>
      {selected && (
        <span className="absolute end-2 top-2 inline-flex size-7 items-center justify-center rounded-full bg-emerald-400 text-zinc-950">
          <Check aria-hidden className="size-4" />
        </span>
      )}
    </li>
  );
}
