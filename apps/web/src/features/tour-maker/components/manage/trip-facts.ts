import type { TFunction } from 'i18next';
import type { CardTour } from './card-tour';
import { themeLabel } from './theme-label';

/** "Stops: 4 · Ghost Stories · 2.5 mi · 1 h 30 min": what a card says under the name, where known. */
export function tripFacts(t: TFunction, language: string, tour: CardTour): string[] {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const facts = [t('myTours.stops', { count: tour.stops })];
  const theme = themeLabel(t, tour.theme);
  if (theme) facts.push(theme);
  if (tour.distance != null && tour.distance > 0)
    facts.push(t('myTours.distance', { miles: number.format(tour.distance) }));
  if (tour.duration != null && tour.duration > 0) {
    const minutes = Math.round(tour.duration);
    const hours = Math.floor(minutes / 60);
    facts.push(
      hours > 0
        ? t('myTours.durationHours', { hours: String(hours), minutes: String(minutes % 60) })
        : t('myTours.durationMinutes', { minutes: String(minutes) }),
    );
  }
  return facts;
}
