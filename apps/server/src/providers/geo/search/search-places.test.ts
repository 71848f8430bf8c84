import { describe, expect, it } from 'vitest';
import { forwardGeocodeResultSchema } from '@roamcast/shared/schemas/geocode';
import { haversineKm } from '../geo-math';
import { createOfflineGeocoder } from '../offline-geocoder';
import { SEARCH_TABLE } from './search-table';

const geocoder = createOfflineGeocoder();

describe('offline place search: the table of what people type', () => {
  it('covers at least 120 searches in at least 6 languages', () => {
    expect(SEARCH_TABLE.length).toBeGreaterThanOrEqual(120);
    expect(new Set(SEARCH_TABLE.map((row) => row[1])).size).toBeGreaterThanOrEqual(6);
  });

  for (const [text, language, lat, lng, km, alsoMeant, how] of SEARCH_TABLE) {
    it(`"${text}" (${language}) lands at the place meant`, async () => {
      const found = await geocoder.forward(text, language);
      expect(found, text).not.toBeNull();
      expect(forwardGeocodeResultSchema.parse(found)).toEqual(found);
      // Of two places equally meant (Córdoba in Spain or in Argentina), either may come first.
      const off = Math.min(
        haversineKm(found!.lat, found!.lng, lat, lng),
        alsoMeant ? haversineKm(found!.lat, found!.lng, alsoMeant[0], alsoMeant[1]) : Infinity,
      );
      expect(off, `${text} -> ${found!.name}`).toBeLessThanOrEqual(km);
      expect(found!.candidates[0]).toMatchObject({ lat: found!.lat, lng: found!.lng, name: found!.name });
      if (alsoMeant) {
        const listed = (at: readonly [number, number]) =>
          found!.candidates.some((c) => haversineKm(c.lat, c.lng, at[0], at[1]) <= km);
        const names = found!.candidates.map((c) => c.name).join(' | ');
        expect(listed([lat, lng]) && listed(alsoMeant), `${text}: ${names}`).toBe(true);
        if (how !== 'dominant') expect(found!.clear).toBe(false);
      }
    });
  }
});

describe('offline place search', () => {
  it('names what it found in the language asked, with its region and country', async () => {
    expect((await geocoder.forward('Paris', 'en'))?.name).toBe('Paris, Île-de-France, France');
    expect((await geocoder.forward('東京', 'ja'))?.name).toBe('東京、日本');
    expect((await geocoder.forward('Londres', 'es'))?.name).toBe('Londres, Inglaterra, Reino Unido');
    expect((await geocoder.forward('Pékin', 'fr'))?.name).toMatch(/^Pékin, .*Chine$/u);
    expect((await geocoder.forward('القاهرة', 'ar'))?.name).toMatch(/^القاهرة، .*مصر$/u);
    const tower = await geocoder.forward('Eiffel Tower, Paris', 'en');
    expect(tower).toMatchObject({ kind: 'landmark', name: 'Eiffel Tower, Paris, Île-de-France, France' });
    expect(tower?.candidates[0]).toMatchObject({ label: 'Eiffel Tower', region: 'Île-de-France', country: 'France' });
  });

  it('goes straight to a place nobody could mistake, and asks when another is as likely', async () => {
    expect((await geocoder.forward('Paris', 'en'))?.clear).toBe(true);
    expect((await geocoder.forward('Colosseum', 'en'))?.clear).toBe(true);
    const valencia = await geocoder.forward('Valencia', 'en');
    expect(valencia?.clear).toBe(false);
    expect(valencia?.candidates.map((c) => c.country)).toEqual(expect.arrayContaining(['Spain', 'Venezuela']));
    expect(valencia?.candidates[0]).toMatchObject({ label: 'Valencia', country: 'Spain', kind: 'town' });
  });

  it('ranks the nearer of two namesakes first when the listener is near it', async () => {
    const fromBoston = await geocoder.forward('Portland', 'en', { near: { lat: 42.36, lng: -71.06 } });
    expect(fromBoston?.candidates[0]?.region).toBe('Maine');
    const fromSeattle = await geocoder.forward('Portland', 'en', { near: { lat: 47.61, lng: -122.33 } });
    expect(fromSeattle?.candidates[0]?.region).toBe('Oregon');
  });

  it('returns null when nothing matches', async () => {
    expect(await geocoder.forward('nowhere-xyz', 'en')).toBeNull();
    expect(await geocoder.forward('Springfield, Narnia', 'en')).toBeNull();
    expect(await geocoder.forward('   ', 'en')).toBeNull();
  });

  it('accepts "lat, lng" text and names the spot', async () => {
    const found = await geocoder.forward('48.8584, 2.2945', 'en');
    expect(found).toMatchObject({ lat: 48.8584, lng: 2.2945, kind: 'address', clear: true });
    expect(found?.name).toContain('Paris');
    expect((await geocoder.forward('0, -150', 'en'))?.name).toBe('0.0000, -150.0000');
    expect(await geocoder.forward('95, 10', 'en')).toBeNull();
  });
});

describe('a place named inside a longer text (a deep dive topic)', () => {
  it('finds the notable place the topic is about, and nothing in text that names none', async () => {
    const quake = await geocoder.forward("Lisbon's great earthquake of 1755", 'en', { inText: true });
    expect(quake?.candidates[0]).toMatchObject({ kind: 'town', label: 'Lisbon', country: 'Portugal' });
    const emperors = await geocoder.forward('The Roman emperors at the Colosseum', 'en', { inText: true });
    expect(emperors).toMatchObject({ kind: 'landmark', lat: 41.8902 });
    expect(await geocoder.forward('the history of bread and cheese', 'en', { inText: true })).toBeNull();
    expect(await geocoder.forward("Lisbon's great earthquake of 1755", 'en')).toBeNull();
  });
});
