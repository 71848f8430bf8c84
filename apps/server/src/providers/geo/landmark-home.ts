import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import { z } from 'zod';
import { factSourceSchema, type Landmark } from '../knowledge/landmarks/landmark-schema';
import { allTableNames } from './city-names';
import { foldName } from './fold-name';
import type { CityRecord, Gazetteer } from './gazetteer';

/** Where a landmark belongs: its country, first-level region (GeoNames admin1 code) and, when it has one, its city. */
export interface LandmarkHome {
  country: string;
  adminCode: string | null;
  city: CityRecord | null;
  /** Which rule gave the region; a nearest-town region gives way to a town that holds the listener. */
  regionFrom: 'list' | 'city' | 'nearest-town';
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
 * 2. the region of the gazetteer entry of the landmark's `city`, in its country, nearest its point
 *    (by its gazetteer name or any name of the city-name tables: "Cologne" finds the gazetteer's Köln);
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
  const namedSo = (c: CityRecord) => foldName(c.name) === cityKey || tableNames().get(c.cityId)?.has(cityKey!) === true;
  const city = cityKey ? nearestOf(CITY_SEARCH_KM, (c) => ofCountry(c) && namedSo(c)) : null;
  const listed = listedRegions().get(landmark.id);
  const nearest = listed || city ? null : nearestOf(REGION_SEARCH_KM, ofCountry);
  const home: LandmarkHome = {
    country: landmark.country,
    adminCode: listed ?? (city ?? nearest)?.adminCode ?? null,
    city,
    regionFrom: listed ? 'list' : city ? 'city' : 'nearest-town',
  };
  known.set(landmark.id, home);
  return home;
}

let names: ReadonlyMap<number, ReadonlySet<string>> | undefined;

/** Every folded name the city-name tables give each GeoNames id. */
function tableNames(): ReadonlyMap<number, ReadonlySet<string>> {
  if (names) return names;
  const built = new Map<number, Set<string>>();
  for (const [id, name] of allTableNames()) {
    const set = built.get(id) ?? new Set<string>();
    set.add(foldName(name));
    built.set(id, set);
  }
  names = built;
  return built;
}

function listedRegions(): ReadonlyMap<string, string> {
  regions ??= new Map(
    regionFileSchema.parse(require('./landmark-regions.json')).regions.map((r) => [r.landmark, r.admin1]),
  );
  return regions;
}
