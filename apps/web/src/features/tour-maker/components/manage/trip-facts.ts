import type { TFunction } from 'i18next';
import { tourFigures } from '@roamcast/shared/logic/tour-length';
import { formatTenths } from '../../../../lib/format-tenths';
import type { CardTour } from './card-tour';
import { themeLabel } from './theme-label';

/** "Stops: 4 · Ghost Stories · 2.5 mi · 1 h 30 min": what a card says under the name, where known. */
export function tripFacts(t: TFunction, language: string, tour: CardTour): string[] {
  const facts = [t('myTours.stops', { count: tour.stops })];
  const theme = themeLabel(t, tour.theme);
  if (theme) facts.push(theme);
  // The shared figures, so the card says what the cover and the shared page say.
  const figures = tourFigures({ distance: tour.distance ?? null, duration: tour.duration ?? null });
  if (figures.miles !== null) facts.push(t('myTours.distance', { miles: formatTenths(figures.miles, language) }));
  if (figures.totalMinutes !== null) {
    facts.push(
      figures.hours > 0
        ? t('myTours.durationHours', { hours: String(figures.hours), minutes: String(figures.minutes) })
        : t('myTours.durationMinutes', { minutes: String(figures.minutes) }),
    );
  }
  return facts;
}
