import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { TOO_MANY_SIGN_INS } from './sign-in-limiter';

/** Two API processes of one deployment: same Redis, same key prefix. */
const env = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  JOB_QUEUE_PREFIX: `sign-in-limits-test-${process.pid}-${Date.now()}`,
};
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ env, jobWorker: false });
  b = await createTestApp({ env, jobWorker: false });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email, password }, remoteAddress });

describe('sign-in limits across API processes', () => {
  it('refuses at one process the 11th attempt after 10 failures at another', async () => {
    const { email } = await signUp(b);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(a, email, `wrong password ${attempt}`, '203.0.113.70')).statusCode).toBe(401);
    }
    const refused = await login(b, email, 'correct horse battery', '203.0.113.70');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(TOO_MANY_SIGN_INS);
    expect((await login(a, email, 'correct horse battery', '203.0.113.70')).statusCode).toBe(429);
    // The real user, elsewhere, signs in.
    expect((await login(b, email, 'correct horse battery', '198.51.100.70')).statusCode).toBe(200);
  });
});
