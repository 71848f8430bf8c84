import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { signInAtProvider, startTestProvider } from './test-provider';

const APP = 'http://roamcast.test';
const env = (issuer: string) => ({
  PARTNER_ID: 'Acme',
  PARTNER_ISSUER_URL: issuer,
  PARTNER_CLIENT_ID: 'roamcast',
  PARTNER_CLIENT_SECRET: 'a-test-client-secret-that-is-long',
  PARTNER_NAME: 'Acme ID',
  PUBLIC_URL: APP,
});

let provider: Awaited<ReturnType<typeof startTestProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider({
    clientId: 'roamcast',
    clientSecret: 'a-test-client-secret-that-is-long',
    redirectUris: [`${APP}/api/auth/acme/return`],
    accounts: {
      alice: { email: 'alice@example.com', emailVerified: true },
      ada: { email: 'ada@example.com', emailVerified: true },
      mallory: { email: 'victim@example.com', emailVerified: false },
      // Userinfo names someone else's address with no verified claim; the ID token vouches only for trudy's own.
      trudy: {
        email: 'target@example.com',
        idToken: { email: 'trudy@example.com', emailVerified: true },
      },
      // The owner of an address someone else signed up with locally (a password they chose).
      grace: { email: 'grace@example.com', emailVerified: true },
    },
  });
  t = await createTestApp({ env: env(provider.issuer) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Start, the provider's forms, the return: the app's redirect to the browser. */
async function returnFrom(login: string, authorization?: string) {
  let start: string;
  if (authorization) {
    const link = await t.app.inject({ method: 'POST', url: '/api/auth/acme/link', headers: bearer(authorization) });
    start = link.json().data.url;
  } else {
    const response = await t.app.inject({ url: '/api/auth/acme/start' });
    expect(response.statusCode).toBe(302);
    start = response.headers.location as string;
  }
  const back = await signInAtProvider(start, login, APP);
  return t.app.inject({ url: back.pathname + back.search });
}

const codeOf = (location: string) => new URL(location, APP).searchParams.get('token')!;
const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/acme/callback', payload: { token: code } });

describe(`partner OpenID Connect sign-in (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers the sign-in address and sends the browser to the provider with PKCE, state and nonce', async () => {
    const config = await t.app.inject({ url: '/api/config/ACME' });
    expect(config.json().data).toEqual({ apiUrl: '/api/auth/acme/start', name: 'Acme ID', partner: 'acme' });
    const start = await t.app.inject({ url: '/api/auth/acme/start' });
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP}/api/auth/acme/return`);
  });

  it('signs in, returns a one-time code (never the bearer token) and finds the same user the second time', async () => {
    const back = await returnFrom('alice');
    expect(back.statusCode).toBe(303);
    const location = back.headers.location as string;
    expect(location).toMatch(/^\/\?auth=true&source=acme&token=[\w-]{43}$/);
    const first = await exchange(codeOf(location));
    expect(first.statusCode).toBe(200);
    const { user, token } = first.json().data;
    expect(user).toMatchObject({ email: 'alice@example.com', authMethod: 'partner' });
    expect(location).not.toContain(token);

    const status = await t.app.inject({ url: '/api/acme/check-availability', headers: bearer(token) });
    expect(status.json().data).toMatchObject({ configured: true, available: true, linked: true, canUnlink: false });

    const again = await exchange(codeOf((await returnFrom('alice')).headers.location as string));
    expect(again.json().data.user.id).toBe(user.id);
  });

  it('refuses a replayed code, an unknown one and a forged state', async () => {
    const code = codeOf((await returnFrom('alice')).headers.location as string);
    expect((await exchange(code)).statusCode).toBe(200);
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('This sign-in code has expired or was already used');
    expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
    expect((await exchange('')).statusCode).toBe(400);

    const forged = await t.app.inject({ url: '/api/auth/acme/return?code=abc&state=forged&iss=x' });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/auth/callback?error=partner_state');
  });

  it('never signs a partner user into an account by an unverified address', async () => {
    const victim = await signUp(t, 'victim@example.com');
    const mallory = await exchange(codeOf((await returnFrom('mallory')).headers.location as string));
    expect(mallory.json().data.user.id).not.toBe(victim.userId);
    expect(mallory.json().data.user.email).toMatch(/@acme\.invalid$/);

    // An email from one source and a verified flag from the other are not a verified email.
    const target = await signUp(t, 'target@example.com');
    const trudy = await exchange(codeOf((await returnFrom('trudy')).headers.location as string));
    expect(trudy.statusCode).toBe(200);
    expect(trudy.json().data.user.id).not.toBe(target.userId);
    expect(trudy.json().data.user.email).toBe('trudy@example.com');
  });

  it('does not merge a verified partner email into a local sign-up, whose address was never proved', async () => {
    // Someone signed up with grace's address first and knows that account's password.
    const squatter = await signUp(t, 'grace@example.com');
    const back = await returnFrom('grace');
    expect(back.headers.location).toBe('/auth/callback?error=partner_email_taken');
    const status = await t.app.inject({ url: '/api/acme/check-availability', headers: bearer(squatter.token) });
    expect(status.json().data.linked).toBe(false);

    // The way that stays: the password's holder links from Settings, proving both sides.
    const local = await signUp(t, 'ada@example.com');
    const ada = await exchange(codeOf((await returnFrom('ada', local.token)).headers.location as string));
    expect(ada.json().data.user).toMatchObject({ id: local.userId, authMethod: 'local' });
  });

  it('links from Settings and unlinks an account that has a password', async () => {
    const local = await signUp(t);
    const before = await t.app.inject({ url: '/api/acme/check-availability', headers: bearer(local.token) });
    expect(before.json().data.linked).toBe(false);
    const back = await returnFrom('bob', local.token);
    const linked = await exchange(codeOf(back.headers.location as string));
    expect(linked.json().data.user.id).toBe(local.userId);
    const unlink = await t.app.inject({ method: 'DELETE', url: '/api/auth/acme/link', headers: bearer(local.token) });
    expect(unlink.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/acme/check-availability', headers: bearer(local.token) });
    expect(after.json().data.linked).toBe(false);
  });

  it('needs a bearer for the availability check and has no config for another partner name', async () => {
    expect((await t.app.inject({ url: '/api/acme/check-availability' })).statusCode).toBe(401);
    const other = await t.app.inject({ url: '/api/config/globex' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ success: true, data: null, error: null });
    const start = await t.app.inject({ url: '/api/auth/globex/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json().error).toBe('Partner sign-in (globex) is not configured on this server');
  });
});

describe('an ID token signed with an algorithm outside the allow-list', () => {
  it('is refused, and no one is signed in', async () => {
    const strict = await createTestApp({ env: { ...env(provider.issuer), PARTNER_ID_TOKEN_ALG: 'ES256' } });
    try {
      const start = await strict.app.inject({ url: '/api/auth/acme/start' });
      const back = await signInAtProvider(start.headers.location as string, 'alice', APP);
      const response = await strict.app.inject({ url: back.pathname + back.search });
      expect(response.headers.location).toBe('/auth/callback?error=partner_invalid');
    } finally {
      await strict.close();
    }
  });
});

describe('without partner configuration', () => {
  it('answers no config (not an error) and refuses sign-in with 404 and a message', async () => {
    const bare = await createTestApp();
    try {
      const config = await bare.app.inject({ url: '/api/config/acme' });
      expect(config.statusCode).toBe(200);
      expect(config.json().data).toBeNull();
      const start = await bare.app.inject({ url: '/api/auth/acme/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json().error).toBe('Partner sign-in (acme) is not configured on this server');
    } finally {
      await bare.close();
    }
  });
});
