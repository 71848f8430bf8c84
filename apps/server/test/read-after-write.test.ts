import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database';
import { bearer, createTestApp, signUp, testDatabaseUrl, type TestApp } from './test-app';
import { ROME_STOPS } from './tour-fixtures';

// The hot reads (session, tour) are kept by the read cache while nothing is written: every write, by
// this process or another connection (a worker), shows in the next read, and no caller is given an
// answer kept for another.
let t: TestApp;
/** A second connection to the app's database, as `npm run worker` has (SQLite); the app's own on PostgreSQL. */
let elsewhere: Db;
beforeAll(async () => {
  t = await createTestApp();
  elsewhere = testDatabaseUrl ? t.db : createDatabase({ url: path.join(t.dataDir, 'roamcast.db') }).db;
});
afterAll(async () => {
  if (elsewhere !== t.db) await elsewhere.destroy();
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe(`reads after writes (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('the session shows a change of settings, and one made by another connection, at once', async () => {
    const { token, userId } = await signUp(t);
    expect((await get('/api/user/session', token)).json().data.user.voiceSettings.speed).toBe(1);
    await get('/api/user/session', token);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/voice-settings',
      headers: bearer(token),
      payload: { speed: 1.25 },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get('/api/user/session', token)).json().data.user.voiceSettings.speed).toBe(1.25);

    await elsewhere.updateTable('users').set({ tier: 'premium' }).where('id', '=', userId).execute();
    expect((await get('/api/user/session', token)).json().data.user.tier).toBe('premium');

    // Each caller gets their own session, never one kept for another.
    const other = await signUp(t);
    expect((await get('/api/user/session', other.token)).json().data.user.id).toBe(other.userId);
  });

  it('a tour read follows every change: its owner’s edits, sharing, another connection, deletion', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(owner.token),
      payload: { name: 'Morning in Rome', pointsOfInterest: ROME_STOPS.slice(0, 2) },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/tour-maker/routes/${created.json().data.id}`;

    // The owner's answer, read twice (kept), is not given to anyone else.
    expect((await get(url, owner.token)).json().data.name).toBe('Morning in Rome');
    expect((await get(url, owner.token)).statusCode).toBe(200);
    expect((await get(url, stranger.token)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(403);

    const change = async (payload: object) =>
      expect((await t.app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload })).statusCode).toBe(
        200,
      );
    await change({ name: 'Evening in Rome' });
    expect((await get(url, owner.token)).json().data.name).toBe('Evening in Rome');

    await change({ isPublic: 1 });
    expect((await get(url, stranger.token)).json().data.name).toBe('Evening in Rome');
    expect((await get(url)).statusCode).toBe(200);

    await elsewhere.updateTable('routes').set({ isPublic: 0 }).where('userId', '=', owner.userId).execute();
    expect((await get(url, stranger.token)).statusCode).toBe(403);

    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await get(url, owner.token)).statusCode).toBe(404);
  });
});
