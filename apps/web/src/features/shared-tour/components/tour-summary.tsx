import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { tourFigures } from '@roamcast/shared/logic/tour-length';
import { formatTenths } from '../../../lib/format-tenths';
import type { PageTour } from '../logic/page-tour';

/** Title, description and, when known, distance in miles, duration in h/m and the stop count (SPEC §2). */
export const TourSummary = memo(function TourSummary({ tour }: { tour: PageTour }) {
  const { t, i18n } = useTranslation();
  // The shared figures, so this page says what the card and the cover say.
  const figures = tourFigures(tour);
  const facts = [
    figures.miles !== null ? t('sharedTour.miles', { miles: formatTenths(figures.miles, i18n.language) }) : null,
    figures.totalMinutes !== null
      ? figures.hours > 0
        ? t('sharedTour.hoursMinutes', { hours: figures.hours, minutes: figures.minutes })
        : t('sharedTour.minutes', { minutes: figures.minutes })
      : null,
    t('sharedTour.stopCount', { count: tour.stops.length }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <div className="min-w-0">
      <h1 className="text-2xl leading-tight font-bold [text-shadow:0_1px_3px_rgb(0_0_0/0.8)]">{tour.name}</h1>
      {tour.description && <p className="mt-1 line-clamp-3 text-zinc-100">{tour.description}</p>}
      <ul aria-label={t('sharedTour.facts')} className="mt-2 flex flex-wrap gap-2 text-sm">
        {facts.map((fact) => (
          <li key={fact} className="rounded-full bg-black/50 px-3 py-1 ring-1 ring-white/20">
            {fact}
          </li>
        ))}
      </ul>
    </div>
  );
});
