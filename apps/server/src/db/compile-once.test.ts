import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { arg, compileOnce } from './compile-once';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`queries compiled once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('runs with each call’s arguments, keeps the fixed values, and maps columns to camelCase', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const byEmail = compileOnce<{ id: string; createdAt: string }, { email: string }>(t.db, (q) =>
      q.selectFrom('users').select(['id', 'createdAt']).where('email', '=', arg('email')).where('tier', '!=', 'nobody'),
    );
    expect((await byEmail({ email: first.email })).map((row) => row.id)).toEqual([first.userId]);
    expect((await byEmail({ email: second.email })).map((row) => row.id)).toEqual([second.userId]);
    expect(await byEmail({ email: 'nobody@example.com' })).toEqual([]);
    expect(Object.keys((await byEmail({ email: first.email }))[0]!)).toEqual(['id', 'createdAt']);
  });

  it('says which argument is missing', async () => {
    const byEmail = compileOnce<{ id: string }, { email: string }>(t.db, (q) =>
      q.selectFrom('users').select('id').where('email', '=', arg('email')),
    );
    await expect(byEmail({} as { email: string })).rejects.toThrow('compileOnce: no value for email');
  });
});
