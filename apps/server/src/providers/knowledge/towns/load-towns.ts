import { readdirSync, readFileSync } from 'node:fs';
import type { PlaceFacts } from '../../geo/place-facts';
import { townFileSchema, type Town } from './town-schema';

export interface TownPack {
  /** Every town, by its GeoNames id. */
  byId: ReadonlyMap<number, Town>;
  /** Milliseconds the first load took (reading and validating). */
  loadMs: number;
}

const DATA_DIR = new URL('./facts/', import.meta.url);
const cache = new Map<string, TownPack>();

/** Reads every data file of a folder, checked against the schema: a malformed pack fails loudly at start. */
export function readTownFiles(dir: URL = DATA_DIR): Array<{ file: string; towns: Town[] }> {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = townFileSchema.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
      if (!parsed.success) throw new Error(`Town pack ${file}: ${parsed.error.message}`);
      return { file, towns: parsed.data.towns };
    });
}

/**
 * The town knowledge pack (what each town is known for), read and indexed by GeoNames id once, on
 * first use; call it at server start to keep that pause out of the first narration.
 */
export function loadTowns(dir: URL = DATA_DIR): TownPack {
  const cached = cache.get(dir.href);
  if (cached) return cached;
  const started = performance.now();
  const byId = new Map<number, Town>();
  for (const { file, towns } of readTownFiles(dir)) {
    for (const town of towns) {
      if (byId.has(town.geonameId))
        throw new Error(`Town pack ${file}: ${town.name} (${town.geonameId}) is listed twice`);
      byId.set(town.geonameId, town);
    }
  }
  const pack = { byId, loadMs: performance.now() - started };
  cache.set(dir.href, pack);
  return pack;
}

/**
 * Where the town a narration is about stands: the place itself when the pack knows it (a town beside
 * a bigger city keeps its own story), else the city a district belongs to.
 */
export function townPlaceOf<Place extends { id: number }>(
  facts: { place: Place; city: Place | null },
  pack: TownPack = loadTowns(),
): Place | undefined {
  if (pack.byId.has(facts.place.id)) return facts.place;
  return facts.city && pack.byId.has(facts.city.id) ? facts.city : undefined;
}

/** The town a narration is about (see townPlaceOf). */
export function townOf(facts: Pick<PlaceFacts, 'place' | 'city'>, pack: TownPack = loadTowns()): Town | undefined {
  const at = townPlaceOf(facts, pack);
  return at && pack.byId.get(at.id);
}
