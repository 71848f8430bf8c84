import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type OpenDatabase } from './database';
import { createReadCache, READ_CACHE_TTL_MS } from './read-cache';

/** Counts how often the answer was computed, and reads the one row it depends on. */
function counted(open: OpenDatabase) {
  let computed = 0;
  return {
    computed: () => computed,
    compute: async () => {
      computed++;
      return (await sql<{ body: string }>`select body from notes where id = 1`.execute(open.db)).rows[0];
    },
  };
}

describe('the read cache (SQLite)', () => {
  let dir: string;
  let open: OpenDatabase;
  let other: OpenDatabase;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'roamcast-read-cache-'));
    const url = path.join(dir, 'test.db');
    open = createDatabase({ url });
    // Another connection to the same file, as `npm run worker` or a second thread has.
    other = createDatabase({ url });
    await sql`create table notes (id integer primary key, body text not null)`.execute(open.db);
    await sql`insert into notes values (1, 'Ada')`.execute(open.db);
    clock = 1_000_000;
  });
  afterEach(async () => {
    await open.db.destroy();
    await other.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the kept answer while nothing is written, per key', async () => {
    const reads = createReadCache(open.changeStamp, now);
    const { compute, computed } = counted(open);
    for (let i = 0; i < 3; i++) expect(await reads.json('a', compute)).toBe('{"body":"Ada"}');
    expect(computed()).toBe(1);
    await reads.json('b', compute);
    expect(computed()).toBe(2);
  });

  it.each([
    ['a write through the same connection', () => open],
    ['another connection commits', () => other],
  ])('computes again after %s', async (_case, writer) => {
    const reads = createReadCache(open.changeStamp, now);
    const { compute, computed } = counted(open);
    await reads.json('a', compute);
    await sql`update notes set body = 'Grace' where id = 1`.execute(writer().db);
    expect(await reads.json('a', compute)).toBe('{"body":"Grace"}');
    expect(computed()).toBe(2);
  });

  it('never gives an answer that raced a write', async () => {
    const reads = createReadCache(open.changeStamp, now);
    const { compute, computed } = counted(open);
    // The write lands while the answer is being computed (after the stamp was taken).
    const racing = await reads.json('a', async () => {
      const answer = await compute();
      await sql`update notes set body = 'Hopper' where id = 1`.execute(other.db);
      return answer;
    });
    expect(racing).toBe('{"body":"Ada"}');
    expect(await reads.json('a', compute)).toBe('{"body":"Hopper"}');
    expect(computed()).toBe(2);
  });

  it(`keeps an answer at most ${READ_CACHE_TTL_MS} ms, for answers that depend on the clock`, async () => {
    const reads = createReadCache(open.changeStamp, now);
    const { compute, computed } = counted(open);
    await reads.json('a', compute);
    clock += READ_CACHE_TTL_MS - 1;
    await reads.json('a', compute);
    expect(computed()).toBe(1);
    clock += 1;
    await reads.json('a', compute);
    expect(computed()).toBe(2);
  });

  it('keeps no failure: the error reaches the caller and the next call computes', async () => {
    const reads = createReadCache(open.changeStamp, now);
    await expect(reads.json('a', () => Promise.reject(new Error('Tour not found')))).rejects.toThrow('Tour not found');
    expect(await reads.json('a', async () => 'found')).toBe('"found"');
  });

  it('forgets the least recently used answer beyond 2,000 keys', async () => {
    const reads = createReadCache(open.changeStamp, now);
    let computed = 0;
    const compute = async () => ++computed;
    await reads.json('first', compute);
    await reads.json('second', compute);
    await reads.json('first', compute); // used again: 'second' is now the oldest
    for (let i = 0; i < 1999; i++) await reads.json(`key ${i}`, compute);
    expect(computed).toBe(2001);
    await reads.json('first', compute);
    expect(computed).toBe(2001);
    await reads.json('second', compute);
    expect(computed).toBe(2002);
  });

  it('computes every time without a stamp (PostgreSQL)', async () => {
    const reads = createReadCache(undefined, now);
    const { compute, computed } = counted(open);
    await reads.json('a', compute);
    await reads.json('a', compute);
    expect(computed()).toBe(2);
  });
});
