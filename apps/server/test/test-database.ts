import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { testDatabaseUrl } from './test-app';
import { createTestSchema, dropTestSchema, whileNoSchemaIsDropped } from './test-schema';

export interface TestDatabase {
  db: Db;
  /** Another connection (pool) to the same database, as a second process would have. */
  connect(): Db;
  close(): Promise<void>;
}

/** A migrated database without the app: a temp SQLite file, or a fresh PostgreSQL schema when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'roamcast-db-'));
  const schema = testDatabaseUrl ? await createTestSchema(testDatabaseUrl) : undefined;
  const url = testDatabaseUrl ?? path.join(dir, 'test.db');
  const opened: Db[] = [];
  const connect = () => {
    const { db } = createDatabase({ url, schema });
    opened.push(db);
    return db;
  };
  const db = connect();
  await whileNoSchemaIsDropped(testDatabaseUrl, () => migrateToLatest(db, schema));
  return {
    db,
    connect,
    async close() {
      for (const handle of opened) await handle.destroy();
      if (schema && testDatabaseUrl) await dropTestSchema(testDatabaseUrl, schema);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
