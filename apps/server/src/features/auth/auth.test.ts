import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`local accounts (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('signs up with {user, token} and never returns the password hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'Ada@Example.com', password: 'analytical engine', displayName: 'Ada' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.data.user).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Ada',
      tier: 'freemium',
      authMethod: 'local',
    });
    expect(body.data.user.voiceSettings).toEqual({
      provider: 'cloud',
      voice: 'en-US-Studio-O',
      speed: 1,
      volume: 0.8,
      autoPlay: true,
    });
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.body).not.toContain('argon2');
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'ADA@example.com', password: 'another password' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      error: 'An account with this email already exists. Sign in instead.',
    });
  });

  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email: 'ada@example.com', password: 'analytical engine' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.user.email).toBe('ada@example.com');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email: 'ada@example.com', password: 'difference engine' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Email or password is incorrect');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('validates sign-up input with readable 400s', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'x@example.com', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('Password must be at least 8 characters');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'not-an-email', password: 'long enough' },
    });
    expect(badEmail.json().error).toContain('Enter a valid email address');
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'y@example.com', password: 'long enough', tier: 'premium' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('Unknown field: tier');
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ada@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'The request body is not valid JSON' });
  });

  it('revokes the token on logout', async () => {
    const { token } = await signUp(t);
    expect((await t.app.inject({ url: '/api/user/session', headers: bearer(token) })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/user/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Not authenticated');
  });

  it('refuses dev sign-in unless the server runs with DEV_MODE=1', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/dev/login', payload: { tier: 'premium' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain('DEV_MODE=1');
  });
});

describe('dev mode', () => {
  it('signs in as a dev account of the chosen tier when DEV_MODE=1', async () => {
    const dev = await createTestApp({ env: { DEV_MODE: '1' } });
    try {
      const response = await dev.app.inject({
        method: 'POST',
        url: '/api/auth/dev/login',
        payload: { tier: 'premium' },
      });
      expect(response.statusCode).toBe(200);
      const { token, user } = response.json().data;
      expect(user.tier).toBe('premium');
      const limits = await dev.app.inject({ url: '/api/user/limits', headers: bearer(token) });
      expect(limits.json().data.postcards.limit).toBeNull();
    } finally {
      await dev.close();
    }
  });
});
