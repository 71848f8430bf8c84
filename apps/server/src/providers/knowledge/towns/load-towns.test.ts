import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { latOf, lngOf, loadGazetteer } from '../../geo/gazetteer';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { loadTowns, readTownFiles, townOf } from './load-towns';
import { townFileSchema, type Town } from './town-schema';

/** A folder of town files written for one test. */
function folder(files: Record<string, unknown>): URL {
  const dir = mkdtempSync(join(tmpdir(), 'towns-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(content));
  return pathToFileURL(`${dir}/`);
}

const bonn: Town = {
  geonameId: 2946447,
  name: 'Bonn',
  country: 'DE',
  facts: [
    {
      kind: 'person',
      role: 'born',
      occupation: 'composer',
      name: 'Ludwig van Beethoven',
      year: 1770,
      src: 'wikipedia:Ludwig van Beethoven',
    },
  ],
};
const lisbon: Town = {
  geonameId: 2267057,
  name: 'Lisbon',
  country: 'PT',
  facts: [{ kind: 'history', event: 'earthquake', year: 1755, src: 'wikipedia:1755 Lisbon earthquake' }],
};

describe('the town pack', () => {
  it('reads every file of the bundled pack against the schema and indexes each town by its GeoNames id', () => {
    const files = readTownFiles();
    expect(files.length).toBeGreaterThan(0);
    const pack = loadTowns();
    const all = files.flatMap((f) => f.towns);
    expect(pack.byId.size).toBe(all.length);
    for (const town of all) expect(pack.byId.get(town.geonameId)).toEqual(town);
    expect(files.every((f) => townFileSchema.safeParse({ region: 'x', towns: f.towns }).success)).toBe(true);
    // Read once: the second call hands back the same index.
    expect(loadTowns()).toBe(pack);
  });

  it('finds the town of a place the gazetteer names: the city a district belongs to, else the place', () => {
    const pack = loadTowns(folder({ 'a.json': { region: 'test', towns: [bonn, lisbon] } }));
    const place = (id: number) => ({
      id,
      name: '',
      population: null,
      lat: 0,
      lng: 0,
      distanceKm: 0,
      bearing: 'N' as const,
      featureCode: 'PPL',
    });
    expect(townOf({ place: place(2946447), city: null }, pack)).toEqual(bonn);
    expect(townOf({ place: place(1), city: place(2267057) }, pack)).toEqual(lisbon);
    expect(townOf({ place: place(1), city: null }, pack)).toBeUndefined();
  });

  it('finds the pack’s towns from a real reverse geocode at their centres', async () => {
    const geocoder = createOfflineGeocoder();
    const cities = new Map(loadGazetteer().cities.map((c) => [c.cityId, c]));
    const towns = [...loadTowns().byId.values()].slice(0, 10);
    for (const town of towns) {
      const city = cities.get(town.geonameId)!;
      const facts = await geocoder.reverse(latOf(city), lngOf(city), 'en');
      expect(townOf(facts!)?.geonameId, town.name).toBe(town.geonameId);
    }
  });

  it('refuses a file the schema does not accept, or a town listed twice, naming the file', () => {
    const broken = {
      region: 'test',
      towns: [{ ...bonn, facts: [{ kind: 'food', tie: 'originated', src: 'wikipedia:X' }] }],
    };
    expect(() => loadTowns(folder({ 'bad.json': broken }))).toThrow(/Town pack bad\.json/u);
    expect(() =>
      loadTowns(folder({ 'a.json': { region: 'a', towns: [bonn] }, 'b.json': { region: 'b', towns: [bonn] } })),
    ).toThrow(/b\.json: Bonn \(2946447\) is listed twice/u);
  });
});
