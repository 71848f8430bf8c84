import { describe, expect, it } from 'vitest';
import { localCityName } from '../city-names';
import { loadGazetteer } from '../gazetteer';
import { haversineKm } from '../geo-math';
import { createOfflineGeocoder } from '../offline-geocoder';

/**
 * Places English calls otherwise than their own language does: [English name, local name,
 * GeoNames id]. Some the gazetteer names in English already (Munich), some in the local language
 * (Göteborg), and the English name comes from the data (en.json) or the hand table.
 */
const EXONYMS: ReadonlyArray<readonly [english: string, local: string, id: number]> = [
  ['Gothenburg', 'Göteborg', 2711537],
  ['Munich', 'München', 2867714],
  ['Cologne', 'Köln', 2886242],
  ['Nuremberg', 'Nürnberg', 2861650],
  ['Hanover', 'Hannover', 2910831],
  ['Brunswick', 'Braunschweig', 2945024],
  ['Florence', 'Firenze', 3176959],
  ['Naples', 'Napoli', 3172394],
  ['Turin', 'Torino', 3165524],
  ['Venice', 'Venezia', 3164603],
  ['Milan', 'Milano', 3173435],
  ['Rome', 'Roma', 3169070],
  ['Syracuse', 'Siracusa', 2523083],
  ['Lisbon', 'Lisboa', 2267057],
  ['Seville', 'Sevilla', 2510911],
  ['Prague', 'Praha', 3067696],
  ['Warsaw', 'Warszawa', 756135],
  ['Copenhagen', 'København', 2618425],
  ['Aarhus', 'Århus', 2624652],
  ['Moscow', 'Moskva', 524901],
  ['Bucharest', 'București', 683506],
  ['Belgrade', 'Beograd', 792680],
  ['The Hague', 'Den Haag', 2747373],
  ['Brussels', 'Bruxelles', 2800866],
  ['Antwerp', 'Antwerpen', 2803138],
  ['Bruges', 'Brugge', 2800931],
  ['Ghent', 'Gent', 2797656],
  ['Zurich', 'Zürich', 2657896],
  ['Geneva', 'Genève', 2660646],
  ['Lucerne', 'Luzern', 2659811],
  ['Vienna', 'Wien', 2761369],
  ['Athens', 'Athína', 264371],
  ['Rhodes', 'Ródos', 400666],
  ['Heraklion', 'Irákleion', 261745],
  ['Mexico City', 'Ciudad de México', 3530597],
];

describe('English names of places whose own language calls them otherwise', () => {
  const gaz = loadGazetteer();
  const byId = new Map(gaz.cities.map((city) => [city.cityId, city]));
  const geocoder = createOfflineGeocoder();

  it('covers at least 30 places', () => {
    expect(EXONYMS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(EXONYMS.map(([, , id]) => id)).size).toBe(EXONYMS.length);
  });

  for (const [english, local, id] of EXONYMS) {
    it(`says ${english}, and finds it as ${english} and as ${local}`, async () => {
      const city = byId.get(id)!;
      expect(city, `${english} ${id}`).toBeDefined();
      expect(localCityName(id, city.name, 'en')).toBe(english);
      const [lng, lat] = city.loc.coordinates;
      for (const text of [english, local]) {
        const found = await geocoder.forward(text, 'en');
        expect(found, text).not.toBeNull();
        expect(haversineKm(found!.lat, found!.lng, lat, lng), `${text} -> ${found!.name}`).toBeLessThanOrEqual(20);
      }
    });
  }
});
