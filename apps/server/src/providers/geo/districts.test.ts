import { describe, expect, it } from 'vitest';
import { reachKm } from './city-of-place';
import { districtCandidates, districtFileSchema, districtPlaceId } from './districts';
import districtFile from './districts.json';
import { latOf, lngOf, loadGazetteer } from './gazetteer';
import { haversineKm } from './geo-math';

const gaz = loadGazetteer();
const file = districtFileSchema.parse(districtFile);

describe('the district table', () => {
  it('places each district within the reach of its city, with names in their own script', () => {
    for (const d of file.districts) {
      const city = gaz.cities.find((c) => c.cityId === d.city)!;
      expect(city, d.id).toBeDefined();
      expect(haversineKm(d.lat, d.lng, latOf(city), lngOf(city)), d.id).toBeLessThan(reachKm(city.population));
      for (const language of ['ja', 'zh', 'ko', 'ar'] as const) {
        if (d.names[language]) expect(d.names[language], d.id).not.toMatch(/\p{Script=Latin}/u);
      }
    }
  });

  it('gives each district a distinct id that no GeoNames place has', () => {
    const ids = file.districts.map((d) => districtPlaceId(d.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id < 0)).toBe(true);
  });

  it('offers a district near the listener as a section of its city, only in languages that name it', () => {
    const [nakano] = districtCandidates(gaz, 35.7058, 139.6658, 'ja', 1);
    expect(nakano).toMatchObject({ name: '中野区', city: { featureCode: 'PPLX', country: 'JP', adminCode: '40' } });
    expect(nakano!.coreKm).toBeCloseTo(Math.sqrt(15.59 / Math.PI), 3);
    expect(districtCandidates(gaz, 35.7058, 139.6658, 'ar', 1)).toEqual([]);
    expect(districtCandidates(gaz, 48.8584, 2.2945, 'en', 1)).toEqual([]);
  });
});
