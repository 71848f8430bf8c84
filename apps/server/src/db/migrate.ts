import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as jobs from './migrations/0002-jobs';

/** Migrations are bundled in code so a fresh clone needs no migration files on disk at a path. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-jobs': jobs,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** `schema` pins Kysely's bookkeeping tables to one PostgreSQL schema; otherwise it may see another schema's. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
