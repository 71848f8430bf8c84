import { around } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import { loadLandmarks } from '../knowledge/landmarks/load-landmarks';
import regionFile from './landmark-regions.json';
import { loadGazetteer } from './gazetteer';
import { landmarkHome } from './landmark-home';

const gaz = loadGazetteer();
const landmarks = loadLandmarks().landmarks;
const landmark = (id: string) => {
  const found = landmarks.find((l) => l.id === id);
  if (!found) throw new Error(`no landmark ${id} in the pack`);
  return found;
};
const nearestTown = (lat: number, lng: number) => gaz.cities[around(gaz.index, lng, lat, 1)[0]!]!;

describe('landmarkHome', () => {
  it('takes a listed region over the nearest town, which lies across the border', () => {
    const mount = landmark('mont-saint-michel');
    // Without the listing, the nearest French town (Roz-sur-Couesnon) would put the Mount in Brittany.
    expect(landmarkHome(gaz, { ...mount, id: 'unlisted-mount' })).toMatchObject({ country: 'FR', adminCode: '53' });
    expect(landmarkHome(gaz, mount)).toEqual({ country: 'FR', adminCode: '28', city: null, regionFrom: 'list' });
  });

  it("takes the region of the landmark's own city, found in its country", () => {
    const angkor = landmarkHome(gaz, landmark('angkor-wat'));
    expect([angkor.city?.name, angkor.city?.country, angkor.adminCode]).toEqual([
      'Siem Reap',
      'KH',
      angkor.city?.adminCode,
    ]);
    expect(landmarkHome(gaz, landmark('Q44440')).city?.name).toBe('San Francisco');
    // A city named as the city-name tables know it ("Cologne" for the gazetteer's Köln) is found too.
    const cathedral = landmark('cologne-cathedral');
    const home = landmarkHome(gaz, { ...cathedral, id: 'cathedral-in-cologne', city: 'Cologne' });
    expect(home).toMatchObject({ city: { name: 'Köln', country: 'DE' }, regionFrom: 'city' });
  });

  it("else the nearest town of the landmark's own country", () => {
    const castle = landmark('neuschwanstein-castle');
    expect(nearestTown(castle.lat, castle.lng).country).toBe('DE');
    // A castle on the border: the nearest places after Schwangau and Füssen are Austrian.
    const austrian = around(gaz.index, castle.lng, castle.lat, 3).map((i) => gaz.cities[i]!.country);
    expect(austrian).toContain('AT');
    expect(landmarkHome(gaz, { ...castle, country: 'AT', id: 'castle-in-austria' }).adminCode).toBe('07');
    expect(landmarkHome(gaz, castle)).toEqual({
      country: 'DE',
      adminCode: '02',
      city: null,
      regionFrom: 'nearest-town',
    });
  });

  it('lists only landmarks of the pack, with a region their country has', () => {
    for (const entry of regionFile.regions) {
      const { country } = landmark(entry.landmark);
      expect(gaz.cities.some((c) => c.country === country && c.adminCode === entry.admin1)).toBe(true);
    }
  });
});
