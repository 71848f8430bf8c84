import { describe, expect, it } from 'vitest';
import { landmarkTitle } from './landmark-title';
import { loadLandmarks } from './load-landmarks';

const landmark = (id: string) => loadLandmarks().landmarks.find((l) => l.id === id)!;

describe('landmarkTitle', () => {
  it('drops the article the running-text name opens with, and capitalises', () => {
    expect(landmarkTitle(landmark('Q243'), 'en')).toBe('Eiffel Tower');
    expect(landmarkTitle(landmark('mont-saint-michel'), 'fr')).toBe('Mont-Saint-Michel');
    expect(landmarkTitle(landmark('uluru'), 'it')).toBe('Uluru');
    expect(landmarkTitle(landmark('neuschwanstein-castle'), 'de')).toBe('Schloss Neuschwanstein');
    expect(landmarkTitle(landmark('neuschwanstein-castle'), 'es')).toBe('Castillo de Neuschwanstein');
    // Only the language's own articles: "Los" opens an English name as part of it.
    expect(landmarkTitle(landmark('los-angeles-city-hall'), 'en')).toBe('Los Angeles City Hall');
  });

  it('keeps names in other scripts as they are', () => {
    expect(landmarkTitle(landmark('machu-picchu'), 'ja')).toBe(landmark('machu-picchu').names.ja);
  });

  it('has none where the pack has no name in the language, nor for a UNESCO listing', () => {
    const listing = loadLandmarks().landmarks.find((l) => l.listing && l.names.en)!;
    expect(landmarkTitle(listing, 'en')).toBeNull();
    const unnamed = loadLandmarks().landmarks.find((l) => !l.listing && !l.names.ko)!;
    expect(landmarkTitle(unnamed, 'ko')).toBeNull();
  });
});
