import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { sqliteChangeStamp, type ChangeStamp } from './read-cache';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export interface DatabaseOptions {
  /** A SQLite file path (or ':memory:') or a postgres:// URL. */
  url: string;
  /** PostgreSQL schema to work in; tests use one each so they can run side by side. */
  schema?: string;
}

export interface OpenDatabase {
  db: Db;
  dialect: Dialect;
  /** Whether anything was written since, for the read cache (SQLite only). */
  changeStamp?: ChangeStamp;
}

/** Kysely over better-sqlite3 (WAL) by default, over pg for a PostgreSQL URL. */
export function createDatabase({ url, schema }: DatabaseOptions): OpenDatabase {
  const plugins = [new CamelCasePlugin()];
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // While PostgreSQL restarts, a request waits at most this long for a connection, then gets a 503.
      connectionTimeoutMillis: 5000,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection closed by a restarting server: an idle one is dropped from the pool, one in use
    // fails its query (answered 503) and is dropped when released. Unhandled, either event would end
    // the process.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: 'postgres' };
  }
  if (url !== ':memory:') mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins }),
    dialect: 'sqlite',
    changeStamp: sqliteChangeStamp(sqlite),
  };
}
