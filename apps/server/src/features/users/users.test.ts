import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`user routes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers the session with the user, or 401 Not authenticated', async () => {
    const { token, email } = await signUp(t);
    const response = await t.app.inject({ url: '/api/user/session', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email, tier: 'freemium' });

    for (const headers of [{}, bearer('not.a.token'), { authorization: 'Basic abc' }]) {
      const anonymous = await t.app.inject({ url: '/api/user/session', headers });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        success: false,
        data: null,
        error: 'Not authenticated',
        code: 'not_authenticated',
      });
    }
  });

  it('refuses a token signed with another secret', async () => {
    const other = await createTestApp();
    try {
      const { token } = await signUp(other);
      expect((await t.app.inject({ url: '/api/user/session', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('reports freemium limits: 0/3 tours, 0/0 postcards', async () => {
    const { token } = await signUp(t);
    const response = await t.app.inject({ url: '/api/user/limits', headers: bearer(token) });
    expect(response.json().data).toEqual({
      tier: 'freemium',
      tours: { current: 0, limit: 3 },
      postcards: { current: 0, limit: 0, resetsMonthly: false, resetDate: null },
    });
  });

  it('counts only the caller’s own tours and resets standard postcards monthly', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const now = new Date().toISOString();
    await t.db
      .insertInto('routes')
      .values({ id: crypto.randomUUID(), userId: b.userId, name: 'B tour', createdAt: now, updatedAt: now } as never)
      .execute();
    await t.db
      .updateTable('users')
      .set({ tier: 'standard', postcardsThisMonth: 2, postcardResetDate: '2000-01-01' })
      .where('id', '=', a.userId)
      .execute();
    const limitsA = (await t.app.inject({ url: '/api/user/limits', headers: bearer(a.token) })).json().data;
    expect(limitsA.tours).toEqual({ current: 0, limit: 10 });
    expect(limitsA.postcards).toMatchObject({ current: 0, limit: 3, resetsMonthly: true });
    expect(limitsA.postcards.resetDate > now.slice(0, 10)).toBe(true);
    const limitsB = (await t.app.inject({ url: '/api/user/limits', headers: bearer(b.token) })).json().data;
    expect(limitsB.tours).toEqual({ current: 1, limit: 3 });
  });

  it('updates voice settings, keeps the rest, and the session shows them', async () => {
    const { token } = await signUp(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/voice-settings',
      headers: bearer(token),
      payload: { voice: 'adam', speed: 1.25 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      provider: 'cloud',
      voice: 'adam',
      speed: 1.25,
      volume: 0.8,
      autoPlay: true,
    });
    const session = await t.app.inject({ url: '/api/user/session', headers: bearer(token) });
    expect(session.json().data.user.voiceSettings.voice).toBe('adam');
  });

  it('refuses invalid voice settings with a message and changes nothing', async () => {
    const { token } = await signUp(t);
    for (const [payload, message] of [
      [{ speed: 7 }, 'speed must be between 0.5 and 2'],
      [{ volume: -1 }, 'volume must be between 0 and 1'],
      [{ autoPlay: 'yes' }, 'autoPlay'],
      [{}, 'Send at least one of'],
      [{ pitch: 3 }, 'Unknown field: pitch'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/voice-settings',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const session = await t.app.inject({ url: '/api/user/session', headers: bearer(token) });
    expect(session.json().data.user.voiceSettings).toEqual({
      provider: 'cloud',
      voice: 'en-US-Studio-O',
      speed: 1,
      volume: 0.8,
      autoPlay: true,
    });
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/user/voice-settings', payload: { speed: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      error: 'No API route for GET /api/no/such/thing',
    });
  });

  it('tags every response with a request id', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-me' } });
    expect(response.headers['x-request-id']).toBe('trace-me');
    expect(response.json().data.status).toBe('ok');
  });
});
