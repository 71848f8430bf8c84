import { describe, expect, it } from 'vitest';
import type { CardTour } from './card-tour';
import { matchesSearch } from './tour-search';

const tour: CardTour = {
  id: 't',
  kind: 'mine',
  name: 'Cafés of Zürich',
  description: 'Roasters along the Limmat',
  startPoint: 'Hauptbahnhof',
  destination: 'Bellevue',
  theme: 'coffee_cafes',
  imageUrl: null,
  stops: 4,
  distance: null,
  duration: null,
  highlights: [],
};

describe('matchesSearch', () => {
  it('matches any case and ignores accents', () => {
    expect(matchesSearch(tour, 'cafes zurich')).toBe(true);
    expect(matchesSearch(tour, 'LIMMAT')).toBe(true);
  });

  it('needs every word somewhere in name, description, start point, destination or theme', () => {
    expect(matchesSearch(tour, 'hauptbahnhof bellevue')).toBe(true);
    expect(matchesSearch(tour, 'coffee')).toBe(true); // the theme id, underscores as spaces
    expect(matchesSearch(tour, 'Coffee & Cafés', 'Coffee & Cafés')).toBe(true); // the theme's shown name
    expect(matchesSearch(tour, 'bellevue paris')).toBe(false);
  });

  it('lets everything through for a blank query', () => {
    expect(matchesSearch(tour, '   ')).toBe(true);
  });
});
