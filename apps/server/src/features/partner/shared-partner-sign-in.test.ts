import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAtProvider, startTestProvider } from './test-provider';

const APP = 'http://roamcast.test';
const SECRET = 'a-test-client-secret-that-is-long';
const prefix = `partner-test-${process.pid}-${Date.now()}`;
const env = (issuer: string, redisUrl = 'redis://127.0.0.1:6379') => ({
  PARTNER_ID: 'Acme',
  PARTNER_ISSUER_URL: issuer,
  PARTNER_CLIENT_ID: 'roamcast',
  PARTNER_CLIENT_SECRET: SECRET,
  PUBLIC_URL: APP,
  REDIS_URL: redisUrl,
  JOB_QUEUE_PREFIX: prefix,
});

let provider: Awaited<ReturnType<typeof startTestProvider>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  provider = await startTestProvider({
    clientId: 'roamcast',
    clientSecret: SECRET,
    redirectUris: [`${APP}/api/auth/acme/return`],
    accounts: { alice: { email: 'alice@example.com', emailVerified: true } },
  });
  // Two API processes of one deployment behind a load balancer.
  a = await createTestApp({ env: env(provider.issuer), jobWorker: false });
  b = await createTestApp({ env: env(provider.issuer), jobWorker: false });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await provider?.close();
});

describe('partner sign-in across API processes', () => {
  it('finishes at another process a sign-in one process started, once', async () => {
    const start = await a.app.inject({ url: '/api/auth/acme/start' });
    expect(start.statusCode).toBe(302);
    const back = await signInAtProvider(start.headers.location as string, 'alice', APP);
    const returned = await b.app.inject({ url: back.pathname + back.search });
    expect(returned.statusCode).toBe(303);
    const code = new URL(returned.headers.location as string, APP).searchParams.get('token')!;
    // Each test app has its own database, so the code is exchanged where the account was made.
    const exchanged = await b.app.inject({ method: 'POST', url: '/api/auth/acme/callback', payload: { token: code } });
    expect(exchanged.json().data.user).toMatchObject({ email: 'alice@example.com' });
    const replayed = await a.app.inject({ url: back.pathname + back.search });
    expect(replayed.headers.location).toBe('/auth/callback?error=partner_state');
  });

  it('answers 503 to a sign-in start while Redis does not answer', async () => {
    const down = await createTestApp({ env: env(provider.issuer, 'redis://127.0.0.1:1'), jobWorker: false });
    try {
      const start = await down.app.inject({ url: '/api/auth/acme/start' });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toMatchObject({ success: false, code: 'partner_unavailable' });
    } finally {
      await down.close();
    }
  });
});
