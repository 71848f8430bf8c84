import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { testDatabaseUrl } from './test-app';

export interface TestDatabase {
  db: Db;
  /** Another connection (pool) to the same database, as a second process would have. */
  connect(): Db;
  close(): Promise<void>;
}

/** A migrated database without the app: a temp SQLite file, or a fresh PostgreSQL schema when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'roamcast-db-'));
  let schema: string | undefined;
  if (testDatabaseUrl) {
    schema = `rc_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const url = testDatabaseUrl ?? path.join(dir, 'test.db');
  const opened: Db[] = [];
  const connect = () => {
    const { db } = createDatabase({ url, schema });
    opened.push(db);
    return db;
  };
  const db = connect();
  await migrateToLatest(db, schema);
  return {
    db,
    connect,
    async close() {
      for (const handle of opened) await handle.destroy();
      if (schema && testDatabaseUrl) {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
