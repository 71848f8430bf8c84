import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { createSignInLimiter, TOO_MANY_SIGN_INS } from './sign-in-limiter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password }, remoteAddress });

describe(`sign-in brute force (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers 429 from the 11th wrong password; the right password from another address still works', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const response = await login(email, `wrong password ${attempt}`, '203.0.113.7');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error).toBe(TOO_MANY_SIGN_INS);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Even the right password is refused from the attacking address while its window lasts...
    expect((await login(email, 'correct horse battery', '203.0.113.7')).statusCode).toBe(429);
    // ...but the real user, elsewhere, signs in.
    const real = await login(email, 'correct horse battery', '198.51.100.4');
    expect(real.statusCode).toBe(200);
    expect(real.json().data.user.email).toBe(email);
  });

  it('limits one address across many accounts, sign-ups included', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(`nobody-${attempt}@example.com`, 'whatever', '203.0.113.9')).statusCode).toBe(401);
    }
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'fresh@example.com', password: 'correct horse battery' },
      remoteAddress: '203.0.113.9',
    });
    expect(signup.statusCode).toBe(429);
    expect(signup.json().error).toBe(TOO_MANY_SIGN_INS);
  });
});

describe('sign-in limiter windows', () => {
  it('forgets failures after 15 minutes, so no one is locked out for ever', async () => {
    let clock = 0;
    const limiter = createSignInLimiter({ maxFailures: 2, now: () => clock });
    const request = { ip: '192.0.2.1', body: { email: 'a@example.com' } } as never;
    const failed = { statusCode: 401 } as never;
    await limiter.record(request, failed);
    await limiter.record(request, failed);
    await expect(limiter.check(request)).rejects.toMatchObject({ status: 429 });
    clock = 15 * 60_000;
    await expect(limiter.check(request)).resolves.toBeUndefined();
  });
});
