import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-app';
import { createTestSchema, dropTestSchema, whileNoSchemaIsDropped } from './test-schema';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Test files side by side on PostgreSQL: one's migration must never meet another's schema drop (without
 * the lock, about one migration in seven failed with "schema rc_test_… does not exist" in two loops of
 * create, migrate, drop).
 */
describe.skipIf(!testDatabaseUrl)('test schemas on PostgreSQL', () => {
  const url = testDatabaseUrl!;

  it('hold a schema drop until a migration in progress is done', async () => {
    const schema = await createTestSchema(url);
    let finishMigration!: () => void;
    let migrating!: () => void;
    const started = new Promise<void>((resolve) => (migrating = resolve));
    const migration = whileNoSchemaIsDropped(url, async () => {
      migrating();
      await new Promise<void>((resolve) => (finishMigration = resolve));
    });
    await started;
    let dropped = false;
    const drop = dropTestSchema(url, schema).then(() => (dropped = true));
    await sleep(500);
    expect(dropped).toBe(false);
    finishMigration();
    await migration;
    await drop;
    expect(dropped).toBe(true);
  });
});
