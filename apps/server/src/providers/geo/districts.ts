import { createRequire } from 'node:module';
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { factSourceSchema } from '../knowledge/landmarks/landmark-schema';
import type { Candidate } from './city-of-place';
import type { CityRecord, Gazetteer } from './gazetteer';
import { haversineKm } from './geo-math';
import { stableNegativeId } from './stable-id';

const districtSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/u),
  /** GeoNames id of the city the district belongs to; its country and region are the district's. */
  city: z.number().int().positive(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The district's area; the disc of that area around the point is where a listener is "in" it. */
  areaKm2: z.number().positive().max(500),
  population: z.number().int().positive().optional(),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().min(1)).and(z.object({ en: z.string().min(1) })),
  src: factSourceSchema,
});
export type District = z.infer<typeof districtSchema>;
export const districtFileSchema = z.strictObject({ about: z.string(), districts: z.array(districtSchema) });

/** The gazetteer-like id of a district from the table (negative, so it never meets a GeoNames id). */
export const districtPlaceId = (id: string) => stableNegativeId(`district:${id}`);

interface DistrictEntry {
  district: District;
  record: CityRecord;
  radiusKm: number;
}

const require = createRequire(import.meta.url);
const cache = new WeakMap<Gazetteer, DistrictEntry[]>();

/** The table's districts as gazetteer records (a section, PPLX, of their city), read once per gazetteer. */
function entries(gaz: Gazetteer): DistrictEntry[] {
  const known = cache.get(gaz);
  if (known) return known;
  const file = districtFileSchema.parse(require('./districts.json'));
  const byId = new Map(gaz.cities.map((c) => [c.cityId, c]));
  const list = file.districts.map((district) => {
    const city = byId.get(district.city);
    if (!city) throw new Error(`District ${district.id}: city ${district.city} is not in the gazetteer`);
    const record: CityRecord = {
      cityId: districtPlaceId(district.id),
      name: district.names.en,
      country: city.country,
      featureCode: 'PPLX',
      adminCode: city.adminCode,
      population: district.population ?? 0,
      loc: { coordinates: [district.lng, district.lat] },
    };
    return { district, record, radiusKm: Math.sqrt(district.areaKm2 / Math.PI) };
  });
  cache.set(gaz, list);
  return list;
}

/** The table's districts within `withinKm` of the listener that have a name in the language. */
export function districtCandidates(
  gaz: Gazetteer,
  lat: number,
  lng: number,
  language: LanguageCode,
  withinKm: number,
): Candidate[] {
  const out: Candidate[] = [];
  for (const { district, record, radiusKm } of entries(gaz)) {
    const name = district.names[language];
    if (!name) continue;
    const distanceKm = haversineKm(lat, lng, district.lat, district.lng);
    if (distanceKm <= withinKm) out.push({ city: record, distanceKm, coreKm: radiusKm, name });
  }
  return out;
}

/** Every district of the table, with the position in `gaz.cities` of the city it belongs to (for search). */
export function tableDistricts(gaz: Gazetteer): Array<{ district: District; cityIndex: number }> {
  const file = districtFileSchema.parse(require('./districts.json'));
  const position = new Map(gaz.cities.map((c, i) => [c.cityId, i]));
  return file.districts.flatMap((district) => {
    const cityIndex = position.get(district.city);
    return cityIndex === undefined ? [] : [{ district, cityIndex }];
  });
}
