import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';

// Issue 23: one budget of new tours a minute per account, shared by every way of making a tour
// (a save, the specialty, deep-dive, walking/indoor and import makers, ask-{model}): a client that
// spent it on saves cannot go on through a creator, which costs far more.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NARRATION_RATE_LIMIT: '2' } });
});
afterAll(() => t.close());

const specialty = { name: 'Old Lisbon', theme: 'historical_facts', location: 'Lisbon', language: 'en' };

describe('the tour-making budget is one per account across routes', () => {
  it('refuses a creator with 429 and Retry-After once saves used the minute’s budget', async () => {
    const { token, userId } = await signUp(t);
    await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', userId).execute();
    const save = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/tour-maker/routes', headers: bearer(token), payload: { name } });
    expect((await save('One')).statusCode).toBe(201);
    expect((await save('Two')).statusCode).toBe(201);

    for (const [url, payload] of [
      ['/api/tour-maker/specialty-tour', specialty],
      ['/api/tour-maker/deep-dive-tour', { placeOrTopic: 'Lisbon', detailedPrompt: 'The 1755 earthquake' }],
      ['/api/tour-maker/walking-indoor-tour', { name: 'A walk', location: 'Lisbon' }],
      ['/api/tour-maker/import-tour', { importData: 'Rossio, Lisbon' }],
      ['/api/tour-maker/ask-gpt-tour', { prompt: 'a walk past old cafés', location: 'Lisbon' }],
    ] as const) {
      const refused = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts a creator’s tour against the same budget as a save, and keeps accounts apart', async () => {
    const { token, userId } = await signUp(t);
    await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', userId).execute();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/specialty-tour',
      headers: bearer(token),
      payload: specialty,
    });
    expect(made.statusCode, made.body).toBe(201);
    const save = () =>
      t.app.inject({ method: 'POST', url: '/api/tour-maker/routes', headers: bearer(token), payload: { name: 'x' } });
    expect((await save()).statusCode).toBe(201);
    expect((await save()).statusCode).toBe(429);

    const other = await signUp(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(other.token),
      payload: { name: 'Mine' },
    });
    expect(theirs.statusCode).toBe(201);
  });
});
