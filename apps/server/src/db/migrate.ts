import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as jobs from './migrations/0002-jobs';
import * as factReports from './migrations/0003-fact-reports';
import * as slideshowViewers from './migrations/0004-slideshow-viewers';
import * as billingEvents from './migrations/0006-billing-events';
import * as operatorGrants from './migrations/0007-operator-grants';
import * as jobAccounts from './migrations/0008-job-accounts';
import * as narrationAiWritten from './migrations/0009-narration-ai-written';

/** Migrations are bundled in code so a fresh clone needs no migration files on disk at a path. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-jobs': jobs,
  '0003-fact-reports': factReports,
  '0004-slideshow-viewers': slideshowViewers,
  '0006-billing-events': billingEvents,
  '0007-operator-grants': operatorGrants,
  '0008-job-accounts': jobAccounts,
  '0009-narration-ai-written': narrationAiWritten,
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
