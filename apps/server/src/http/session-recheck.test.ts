import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { createSessionsRepository } from '../db/repositories/sessions';
import { createTokenService, SESSION_RECHECK_MS } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const request = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;

describe('sessions seen through two API processes on one database', () => {
  it('refuses a signed-out token at once where it signed out, and within the recheck time elsewhere', async () => {
    const { userId } = await signUp(t);
    const a = createTokenService({ secret: SECRET, ttlDays: 1, sessions: createSessionsRepository(t.db) });
    const b = createTokenService({ secret: SECRET, ttlDays: 1, sessions: createSessionsRepository(t.db) });
    const token = await a.issue(userId);
    const caller = await a.caller(request(token));
    expect(caller?.userId).toBe(userId);
    expect((await b.caller(request(token)))?.userId).toBe(userId);

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    await a.revoke(caller!.sessionId);
    expect(await a.caller(request(token))).toBeNull();
    // Process B read the row a moment ago: it trusts it for a few seconds more, then reads it again.
    expect((await b.caller(request(token)))?.userId).toBe(userId);
    vi.setSystemTime(Date.now() + SESSION_RECHECK_MS + 1);
    expect(await b.caller(request(token))).toBeNull();
  });

  it('still refuses a tampered or foreign token after the same user’s real one was accepted', async () => {
    const { userId } = await signUp(t);
    const service = createTokenService({ secret: SECRET, ttlDays: 1, sessions: createSessionsRepository(t.db) });
    const token = await service.issue(userId);
    expect(await service.caller(request(token))).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await service.caller(request(`${header}.${payload}.${flipped}`))).toBeNull();
    const other = createTokenService({
      secret: 'another-secret-of-thirty-two-characters!',
      ttlDays: 1,
      sessions: createSessionsRepository(t.db),
    });
    expect(await service.caller(request(await other.issue(userId)))).toBeNull();
  });
});
