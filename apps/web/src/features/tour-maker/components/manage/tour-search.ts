import type { CardTour } from './card-tour';

/** Lower-cased and without accents, so "cafe" finds "Café" and "ZURICH" finds "Zürich". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * Whether a tour matches the search box: every word must appear in its name, description, start
 * point, destination or theme (the theme by id and by its shown name, e.g. "ghost" and "Ghost Stories").
 */
export function matchesSearch(tour: CardTour, query: string, themeName?: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [tour.name, tour.description, tour.startPoint, tour.destination, tour.theme?.replace(/_/g, ' '), themeName]
      .filter(Boolean)
      .join(' \n '),
  );
  return words.every((word) => haystack.includes(word));
}
