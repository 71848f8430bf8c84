import { allTableNames } from './city-names';
import { foldName } from './fold-name';
import type { Gazetteer } from './gazetteer';

/** Positions in `gaz.cities` by folded name, most populous first; built on the first forward search. */
export type NameIndex = ReadonlyMap<string, readonly number[]>;

const built = new WeakMap<Gazetteer, NameIndex>();

export function nameIndexOf(gaz: Gazetteer): NameIndex {
  const existing = built.get(gaz);
  if (existing) return existing;
  const index = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    const list = index.get(key);
    if (!list) index.set(key, [i]);
    else if (!list.includes(i)) list.push(i);
  };
  const byId = new Map<number, number>();
  gaz.cities.forEach((city, i) => {
    byId.set(city.cityId, i);
    add(foldName(city.name), i);
  });
  for (const [cityId, name] of allTableNames()) {
    const i = byId.get(cityId);
    if (i !== undefined) add(foldName(name), i);
  }
  for (const list of index.values()) list.sort((a, b) => gaz.cities[b]!.population - gaz.cities[a]!.population);
  built.set(gaz, index);
  return index;
}
