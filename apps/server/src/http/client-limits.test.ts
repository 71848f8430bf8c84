import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/test-app';
import { SIGN_UPS_PER_ADDRESS_PER_HOUR } from '../features/auth/routes';
import { TOURS_PER_MINUTE } from '../features/tours/tour-creation-limit';

// Issue 23 item 3: sign-ups per address, tours per account, Generate All's anonymous limit, Retry-After on 429s.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpFrom = (remoteAddress: string, email = `limit-${randomBytes(5).toString('hex')}@example.com`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/local/signup',
    payload: { email, password: 'correct horse battery' },
    remoteAddress,
  });

function expectRetryAfter(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode, response.body).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0, `Retry-After: ${String(response.headers['retry-after'])}`).toBe(
    true,
  );
  return seconds;
}

describe(`per-client limits (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lets one address open a limited number of accounts an hour, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await signUpFrom('203.0.113.7')).statusCode).toBe(201);
    }
    const refused = await signUpFrom('203.0.113.7');
    const wait = expectRetryAfter(refused);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json()).toMatchObject({
      success: false,
      data: null,
      error: expect.stringMatching(/Too many requests/),
    });
    // Another address is not held back by the first.
    expect((await signUpFrom('203.0.113.8')).statusCode).toBe(201);
  }, 120_000);

  it('limits how many tours one account starts in a minute', async () => {
    const { token, userId } = await signUp(t);
    // Premium's tour allowance is far above the burst limit: the 429 is the rate limit, not the plan.
    await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', userId).execute();
    const save = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tour-maker/routes',
        headers: bearer(token),
        payload: { name: `Walk ${i}` },
      });
    for (let i = 0; i < TOURS_PER_MINUTE; i++) expect((await save(i)).statusCode, `tour ${i}`).toBe(201);
    expectRetryAfter(await save(TOURS_PER_MINUTE));
    // Someone else's saves are their own.
    const other = await signUp(t);
    expect((await save(0)).statusCode).toBe(429);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(other.token),
      payload: { name: 'Mine' },
    });
    expect(theirs.statusCode).toBe(201);
  }, 120_000);

  it("keeps Generate All's anonymous limit whatever Authorization header is sent", async () => {
    const url = `/api/tour-maker/routes/${randomUUID()}/generate-narrations`;
    const start = (remoteAddress: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload: {}, headers, remoteAddress });
    const junk: Record<string, string>[] = [
      { authorization: 'Bearer junk' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      {},
    ];
    const answered: number[] = [];
    for (let i = 0; i < 30; i++) answered.push((await start('198.51.100.20', junk[i % 3]!)).statusCode);
    expect(answered).not.toContain(429);
    expectRetryAfter(await start('198.51.100.20', { authorization: 'Bearer junk' }));

    // A real token is a signed-in caller, counted on their own, with the signed-in allowance.
    const { token } = await signUp(t);
    for (let i = 0; i < 31; i++) {
      expect((await start('198.51.100.20', bearer(token))).statusCode).not.toBe(429);
    }
  }, 120_000);

  it('says when to come back after too many failed sign-ins', async () => {
    const email = `lockout-${randomBytes(4).toString('hex')}@example.com`;
    expect((await signUpFrom('192.0.2.44', email)).statusCode).toBe(201);
    let last = await signUpFrom('192.0.2.44', email);
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/login',
        payload: { email, password: 'not the password' },
        remoteAddress: '192.0.2.44',
      });
    }
    expect(last.json().code).toBe('too_many_sign_ins');
    expect(expectRetryAfter(last)).toBe(15 * 60);
  }, 60_000);
});
