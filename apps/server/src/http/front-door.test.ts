import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { parseTrustProxy } from '../config';
import { redactUrl } from './log-redaction';

const log: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  t = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'info', TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe(`the front door (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('sends security headers on every response, HSTS only over https', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/auth/callback']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('keeps a short plain x-request-id and replaces any other', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123.X_y' } });
    expect(plain.headers['x-request-id']).toBe('abc-123.X_y');
    for (const bad of ['a'.repeat(65), 'line\\nbreak', 'has space', '<script>']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('refuses a sign-in body far over its 16 KB limit with 413 (uploads keep their own megabyte limits)', async () => {
    const big = { email: 'a@example.com', password: 'x'.repeat(600 * 1024) };
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: big });
    expect(response.statusCode).toBe(413);
  });

  it('never logs a password, bearer token, one-time code or key after a sign-in and a partner return', async () => {
    const password = 'very secret password 42';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'logged@example.com', password },
    });
    const { token } = signup.json().data as { token: string };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email: 'logged@example.com', password },
      headers: { cookie: 'session=cookie-secret-1' },
    });
    expect(login.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/user/session', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/auth/callback?auth=true&source=partner&token=one-time-code-secret' });
    await t.app.inject({ method: 'GET', url: '/api/auth/partner/return?code=auth-code-secret&state=state-secret' });
    await t.app.inject({ method: 'GET', url: '/api/places/photo?key=api-key-secret&password=pw-secret' });
    const text = log.join('');
    expect(text).toContain('/auth/callback?auth=true&source=partner&token=[REDACTED]');
    for (const secret of [
      password,
      token,
      'one-time-code-secret',
      'auth-code-secret',
      'state-secret',
      'api-key-secret',
      'pw-secret',
      'cookie-secret-1',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('redacts secret-looking parameters and keeps the rest', () => {
    expect(redactUrl('/a?x=1&access_token=abc&Code=9&q=paris')).toBe(
      '/a?x=1&access_token=[REDACTED]&Code=[REDACTED]&q=paris',
    );
    expect(redactUrl('/plain')).toBe('/plain');
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count and a list of proxies', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    const hops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([true, true, false]);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted, so a client cannot ask for HSTS or move its address', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' },
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
