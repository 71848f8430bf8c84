import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the SQLite statement cache', () => {
  it('prepares each SQL text once, and gives a busy statement’s second user a fresh one', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    const select = 'select n from t where n >= ?';
    expect(db.prepare(select).all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare(select).all([3])).toEqual([{ n: 3 }]);
    expect(prepare).toHaveBeenCalledTimes(1);

    const streaming = db.prepare(select) as unknown as SQLite.Statement;
    const rows = streaming.iterate(1);
    rows.next();
    // Still iterating: the cache hands out another statement rather than the busy one.
    expect(db.prepare(select).all([1])).toHaveLength(3);
    expect(prepare).toHaveBeenCalledTimes(2);
    rows.return?.();
    db.close();
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    db.prepare('select 0');
    for (let i = 1; i <= 500; i++) db.prepare(`select ${i}`);
    expect(prepare).toHaveBeenCalledTimes(501);
    // 'select 0' was the oldest and is gone; 'select 500' is still kept.
    db.prepare('select 500');
    expect(prepare).toHaveBeenCalledTimes(501);
    db.prepare('select 0');
    expect(prepare).toHaveBeenCalledTimes(502);
    db.close();
  });
});
