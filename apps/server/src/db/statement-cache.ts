import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; an app issues a few hundred, `in (...)` lists add variants. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 for Kysely, preparing each distinct SQL text once: Kysely's SQLite driver prepares
 * every query anew, which costs more than running a small one. A statement still iterating (a
 * streamed query) is busy, so a second user of the same SQL gets a fresh one.
 */
export function withStatementCache(sqlite: SQLiteDatabase): SqliteDatabase {
  const prepared = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      const cached = prepared.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last, so the first entry is the one to drop.
        prepared.delete(sql);
        prepared.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        prepared.set(sql, statement);
        if (prepared.size > MAX_STATEMENTS) prepared.delete(prepared.keys().next().value!);
      }
      return statement;
    },
    close() {
      prepared.clear();
      sqlite.close();
    },
  };
}
