import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from './offline-geocoder';

const geocoder = createOfflineGeocoder();

describe('offline forward geocoding', () => {
  it('finds Paris, the most populous of its name', async () => {
    const paris = await geocoder.forward('Paris', 'en');
    expect(paris?.lat).toBeCloseTo(48.85, 1);
    expect(paris?.lng).toBeCloseTo(2.35, 1);
    expect(paris?.name).toBe('Paris, Île-de-France, France');
  });

  it('finds Sausalito in California, with or without a qualifier', async () => {
    for (const query of ['Sausalito', 'Sausalito, CA', 'sausalito california', 'Sausalito, California, USA']) {
      const found = await geocoder.forward(query, 'en');
      expect(found?.name, query).toBe('Sausalito, California, United States');
      expect(found?.lat).toBeCloseTo(37.86, 2);
    }
  });

  it('lets a region or country qualifier pick a smaller namesake', async () => {
    expect((await geocoder.forward('Paris, Texas', 'en'))?.name).toBe('Paris, Texas, United States');
    expect((await geocoder.forward('Portland, ME', 'en'))?.name).toBe('Portland, Maine, United States');
    expect((await geocoder.forward('London, Canada', 'en'))?.name).toBe('London, Ontario, Canada');
    expect((await geocoder.forward("Hell's Kitchen, New York City", 'en'))?.lat).toBeCloseTo(40.76, 2);
  });

  it('returns null when nothing matches', async () => {
    expect(await geocoder.forward('nowhere-xyz', 'en')).toBeNull();
    expect(await geocoder.forward('Springfield, Narnia', 'en')).toBeNull();
    expect(await geocoder.forward('   ', 'en')).toBeNull();
  });

  it('matches without case or accents, and names commas may hold', async () => {
    expect((await geocoder.forward('tokyo', 'en'))?.name).toBe('Tokyo, Japan');
    expect((await geocoder.forward('SAO PAULO', 'pt'))?.name).toBe('São Paulo, Brasil');
    expect((await geocoder.forward('Washington DC', 'en'))?.lat).toBeCloseTo(38.9, 1);
  });

  it('accepts localised names and aliases from the tables', async () => {
    const tokyo = await geocoder.forward('東京', 'ja');
    expect(tokyo?.name).toBe('東京、日本');
    expect((await geocoder.forward('Londres', 'es'))?.name).toBe('Londres, Inglaterra, Reino Unido');
    expect((await geocoder.forward('New York', 'en'))?.name).toBe('New York City, New York, United States');
    expect((await geocoder.forward('Pékin', 'fr'))?.name).toBe('Pékin, Chine');
    expect((await geocoder.forward('القاهرة', 'ar'))?.name).toBe('القاهرة، مصر');
  });

  it('accepts "lat, lng" text and names the spot', async () => {
    const found = await geocoder.forward('48.8584, 2.2945', 'en');
    expect(found).toEqual({ lat: 48.8584, lng: 2.2945, name: 'Paris, Île-de-France, France' });
    expect(await geocoder.forward('0, -150', 'en')).toEqual({ lat: 0, lng: -150, name: '0.0000, -150.0000' });
    expect(await geocoder.forward('95, 10', 'en')).toBeNull();
  });
});
