import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import { z } from 'zod';
import { factSourceSchema, type Landmark } from '../knowledge/landmarks/landmark-schema';
import { foldName } from './fold-name';
import type { CityRecord, Gazetteer } from './gazetteer';

/** Where a landmark belongs: its country, first-level region (GeoNames admin1 code) and, when it has one, its city. */
export interface LandmarkHome {
  country: string;
  adminCode: string | null;
  city: CityRecord | null;
}

const regionFileSchema = z.strictObject({
  about: z.string(),
  regions: z.array(z.strictObject({ landmark: z.string(), admin1: z.string().min(1), src: factSourceSchema })),
});

/** A landmark's city is looked for this far from its point (a city's centre may lie well away from it). */
const CITY_SEARCH_KM = 60;
/** Past this no town of the landmark's country is near enough to say its region. */
const REGION_SEARCH_KM = 300;

const require = createRequire(import.meta.url);
let regions: ReadonlyMap<string, string> | undefined;
const homes = new WeakMap<Gazetteer, Map<string, LandmarkHome>>();

/**
 * The rule, in order (a landmark's own region wins over the listener's nearest town, which may lie
 * across a border: the towns nearest Mont-Saint-Michel are in Brittany, the Mount is in Normandy):
 * 1. the region listed for the landmark in landmark-regions.json (each with its source);
 * 2. the region of the gazetteer entry of the landmark's `city`, in its country, nearest its point;
 * 3. the region of the gazetteer place of the landmark's country nearest its point (Neuschwanstein:
 *    Schwangau in Bavaria, not the nearer Austrian villages).
 * The city is the entry of rule 2, or none.
 */
export function landmarkHome(gaz: Gazetteer, landmark: Landmark): LandmarkHome {
  let known = homes.get(gaz);
  if (!known) homes.set(gaz, (known = new Map()));
  const cached = known.get(landmark.id);
  if (cached) return cached;
  const nearestOf = (km: number, accept: (city: CityRecord) => boolean): CityRecord | null => {
    const [i] = around(gaz.index, landmark.lng, landmark.lat, 1, km, (j: number) => accept(gaz.cities[j]!));
    return i === undefined ? null : gaz.cities[i]!;
  };
  const ofCountry = (city: CityRecord) => city.country === landmark.country;
  const cityKey = landmark.city ? foldName(landmark.city) : null;
  const city = cityKey ? nearestOf(CITY_SEARCH_KM, (c) => ofCountry(c) && foldName(c.name) === cityKey) : null;
  const listed = listedRegions().get(landmark.id);
  const adminCode = listed ?? (city ?? nearestOf(REGION_SEARCH_KM, ofCountry))?.adminCode ?? null;
  const home = { country: landmark.country, adminCode, city };
  known.set(landmark.id, home);
  return home;
}

function listedRegions(): ReadonlyMap<string, string> {
  regions ??= new Map(
    regionFileSchema.parse(require('./landmark-regions.json')).regions.map((r) => [r.landmark, r.admin1]),
  );
  return regions;
}
