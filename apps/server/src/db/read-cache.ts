import type { Database as SQLiteDatabase } from 'better-sqlite3';

/**
 * What has been written to the database, as a value that changes whenever anything is: compared
 * before and after, equal means no row changed in between. Only SQLite can say so cheaply.
 */
export type ChangeStamp = () => string;

/**
 * SQLite's stamp: `total_changes()` counts every row this connection inserted, updated or deleted
 * (each write moves it, even one rolled back), and `data_version` moves whenever any other
 * connection, in this process or another (`npm run worker`), commits.
 */
export function sqliteChangeStamp(sqlite: SQLiteDatabase): ChangeStamp {
  const statement = sqlite.prepare('select (select data_version from pragma_data_version), total_changes()').raw(true);
  return () => {
    const [version, changes] = statement.get() as [number, number];
    return `${version}:${changes}`;
  };
}

/** Even with nothing written, an answer is kept this long: one that depends on the clock (a trial that ends) is at most this late. */
export const READ_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 2000;
/** The kept answers' total length in characters. */
const MAX_CHARS = 16_000_000;

export interface ReadCache {
  /**
   * `compute`'s answer as JSON text, kept while nothing is written to the database and given again
   * to the same key. The key must name everything the answer depends on besides the database,
   * such as the caller. A failed `compute` is not kept.
   */
  json(key: string, compute: () => Promise<unknown>): Promise<string>;
}

interface Entry {
  stamp: string;
  keptAt: number;
  text: string;
}

/**
 * A per-process cache of read answers, for the hot authenticated reads: a hit costs one small
 * SQLite statement instead of the reads, the presenting and the JSON encoding. The stamp is taken
 * before `compute` reads, so an answer that raced a write is kept under the older stamp and never
 * given. Without a stamp (PostgreSQL, where other processes' writes cannot be seen cheaply) every
 * call computes.
 */
export function createReadCache(stamp: ChangeStamp | undefined, now: () => number = Date.now): ReadCache {
  const entries = new Map<string, Entry>();
  let chars = 0;

  function forget(key: string, entry: Entry): void {
    entries.delete(key);
    chars -= entry.text.length;
  }

  function keep(key: string, entry: Entry): void {
    const previous = entries.get(key);
    if (previous) forget(key, previous);
    if (entry.text.length > MAX_CHARS / 4) return;
    entries.set(key, entry);
    chars += entry.text.length;
    // The least recently used is first in the Map's order.
    for (const [oldKey, old] of entries) {
      if (entries.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
      forget(oldKey, old);
    }
  }

  return {
    async json(key, compute) {
      if (!stamp) return JSON.stringify(await compute());
      const current = stamp();
      const entry = entries.get(key);
      if (entry && entry.stamp === current && now() - entry.keptAt < READ_CACHE_TTL_MS) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.text;
      }
      const startedAt = now();
      const text = JSON.stringify(await compute());
      keep(key, { stamp: current, keptAt: startedAt, text });
      return text;
    },
  };
}
