import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Each test app or database on PostgreSQL works in a fresh schema of its own, dropped afterwards.
 *
 * Kysely's migrator looks at every schema of the database (its table introspection calls
 * `has_schema_privilege` and `pg_get_serial_sequence`, which look each schema up by name): a schema that
 * another test worker drops in the middle of that query fails this worker's migration with
 * `schema "rc_test_…" does not exist`, naming the other worker's schema. So building an app (which
 * migrates) holds this advisory lock shared, and a drop takes it alone: drops wait for migrations in
 * progress, migrations never wait for each other here.
 */
const SCHEMA_DROP_LOCK = 2_025_112_801;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function createTestSchema(url: string): Promise<string> {
  const schema = `rc_test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return schema;
}

/** Runs `migrate` (a migration, or building an app) while no test schema can be dropped. */
export async function whileNoSchemaIsDropped<T>(url: string | undefined, migrate: () => Promise<T>): Promise<T> {
  if (!url) return migrate();
  // The lock is the session's: ending the client (or the process dying) releases it.
  return withClient(url, async (client) => {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    return migrate();
  });
}

export async function dropTestSchema(url: string, schema: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
    await client.query(`drop schema ${schema} cascade`);
  });
}
