import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { signedEvent } from './sign-event';

const SECRET = 'whsec_test_billing_secret';
const PRICE_STANDARD = 'price_standard_test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PRICE_STANDARD: PRICE_STANDARD } });
});
afterAll(() => t.close());

let eventCount = 0;
const nextId = () => `evt_test_${Date.now()}_${++eventCount}`;

function post(payload: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers });
}

async function limitsOf(token: string) {
  return (await t.app.inject({ url: '/api/user/limits', headers: bearer(token) })).json().data;
}

const checkout = (userId: string, tier: string) => ({
  client_reference_id: userId,
  customer: `cus_${userId.slice(0, 8)}`,
  subscription: null,
  metadata: { tier },
});

describe(`billing webhook (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('moves a user to premium on a signed checkout: 30 tours, unlimited postcards', async () => {
    const { token, userId } = await signUp(t);
    const { payload, headers } = signedEvent(SECRET, {
      id: nextId(),
      type: 'checkout.session.completed',
      object: checkout(userId, 'premium'),
    });
    const response = await post(payload, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ received: true, outcome: 'applied' });
    const limits = await limitsOf(token);
    expect(limits.tier).toBe('premium');
    expect(limits.tours).toEqual({ current: 0, limit: 30 });
    expect(limits.postcards.limit).toBeNull();
  });

  it('refuses a bad signature, an old signature and a missing one with 400, changing nothing', async () => {
    const { token, userId } = await signUp(t);
    const event = { id: nextId(), type: 'checkout.session.completed', object: checkout(userId, 'premium') };
    const forged = signedEvent('whsec_someone_else', event);
    const old = signedEvent(SECRET, event, Math.floor(Date.now() / 1000) - 600);
    const genuine = signedEvent(SECRET, event);
    for (const [payload, headers] of [
      [forged.payload, forged.headers],
      [old.payload, old.headers],
      [genuine.payload.replace('premium', 'standard'), genuine.headers],
      [genuine.payload, { 'content-type': 'application/json' }],
    ] as const) {
      const response = await post(payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'invalid_signature' });
    }
    expect((await limitsOf(token)).tier).toBe('freemium');
  });

  it('acknowledges a replayed event without applying it again', async () => {
    const { token, userId } = await signUp(t);
    const customer = `cus_replay_${userId.slice(0, 8)}`;
    const created = Math.floor(Date.now() / 1000) - 60;
    const subscription = (status: string, tier: string) => ({
      id: `sub_${userId.slice(0, 8)}`,
      customer,
      status,
      metadata: { userId, tier },
      trial_end: null,
    });
    const downgrade = signedEvent(SECRET, {
      id: nextId(),
      type: 'customer.subscription.updated',
      created,
      object: subscription('active', 'standard'),
    });
    expect((await post(downgrade.payload, downgrade.headers)).json().data.outcome).toBe('applied');
    const upgrade = signedEvent(SECRET, {
      id: nextId(),
      type: 'customer.subscription.updated',
      created: created + 30,
      object: subscription('active', 'premium'),
    });
    expect((await post(upgrade.payload, upgrade.headers)).json().data.outcome).toBe('applied');
    expect((await limitsOf(token)).tier).toBe('premium');

    const replay = await post(downgrade.payload, downgrade.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.outcome).toBe('replayed');
    expect((await limitsOf(token)).tier).toBe('premium');
  });

  it('maps a price to its tier, sets the trial, and falls back to freemium once the trial has ended', async () => {
    const { token, userId } = await signUp(t);
    const trialEnd = Math.floor(Date.now() / 1000) + 7 * 86400;
    const periodEnd = trialEnd;
    const trial = signedEvent(SECRET, {
      id: nextId(),
      type: 'customer.subscription.created',
      object: {
        id: 'sub_trial',
        customer: 'cus_trial',
        status: 'trialing',
        metadata: { userId },
        trial_end: trialEnd,
        items: {
          data: [
            {
              price: { id: PRICE_STANDARD },
              current_period_start: trialEnd - 7 * 86400,
              current_period_end: periodEnd,
            },
          ],
        },
      },
    });
    expect((await post(trial.payload, trial.headers)).json().data.outcome).toBe('applied');
    const session = (await t.app.inject({ url: '/api/user/session', headers: bearer(token) })).json().data.user;
    expect(session).toMatchObject({ tier: 'standard', trialActive: true });
    expect(Date.parse(session.trialExpiresAt)).toBe(trialEnd * 1000);
    const limits = await limitsOf(token);
    expect(limits.postcards).toMatchObject({ limit: 3, resetsMonthly: true });
    expect(limits.postcards.resetDate).toBe(new Date(periodEnd * 1000).toISOString().slice(0, 10));

    await t.db
      .updateTable('users')
      .set({ trialExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', userId)
      .execute();
    const expired = (await t.app.inject({ url: '/api/user/session', headers: bearer(token) })).json().data.user;
    expect(expired).toMatchObject({ tier: 'freemium', trialActive: false });
    expect((await limitsOf(token)).tours.limit).toBe(3);
  });

  it('starts the postcard allowance again at each new billing period', async () => {
    const { token, userId } = await signUp(t);
    const start = Math.floor(Date.now() / 1000) - 86400;
    const renewal = (id: string, periodStart: number, created: number) =>
      signedEvent(SECRET, {
        id,
        type: 'customer.subscription.updated',
        created,
        object: {
          id: 'sub_cycle',
          customer: 'cus_cycle',
          status: 'active',
          metadata: { userId, tier: 'standard' },
          items: {
            data: [{ price: null, current_period_start: periodStart, current_period_end: periodStart + 30 * 86400 }],
          },
        },
      });
    const first = renewal(nextId(), start, start);
    await post(first.payload, first.headers);
    await t.db.updateTable('users').set({ postcardsThisMonth: 2 }).where('id', '=', userId).execute();
    const sameperiod = renewal(nextId(), start, start + 10);
    await post(sameperiod.payload, sameperiod.headers);
    expect((await limitsOf(token)).postcards.current).toBe(2);
    const next = renewal(nextId(), start + 30 * 86400, start + 20);
    await post(next.payload, next.headers);
    const postcards = (await limitsOf(token)).postcards;
    expect(postcards.current).toBe(0);
    expect(postcards.resetDate).toBe(new Date((start + 60 * 86400) * 1000).toISOString().slice(0, 10));
  });

  it('moves a cancelled subscription back to freemium, found by its customer id', async () => {
    const { token, userId } = await signUp(t);
    const created = Math.floor(Date.now() / 1000) - 100;
    const start = signedEvent(SECRET, {
      id: nextId(),
      type: 'checkout.session.completed',
      created,
      object: {
        client_reference_id: userId,
        customer: 'cus_cancel',
        subscription: 'sub_cancel',
        metadata: { tier: 'premium' },
      },
    });
    await post(start.payload, start.headers);
    const cancel = signedEvent(SECRET, {
      id: nextId(),
      type: 'customer.subscription.deleted',
      created: created + 50,
      object: { id: 'sub_cancel', customer: 'cus_cancel', status: 'canceled', metadata: {} },
    });
    expect((await post(cancel.payload, cancel.headers)).json().data.outcome).toBe('applied');
    expect((await limitsOf(token)).tier).toBe('freemium');
  });

  it('keeps the trial of a subscription whose created event arrives after its checkout', async () => {
    const { token, userId } = await signUp(t);
    const created = Math.floor(Date.now() / 1000) - 30;
    const trialEnd = created + 14 * 86400;
    const completed = signedEvent(SECRET, {
      id: nextId(),
      type: 'checkout.session.completed',
      created: created + 1,
      object: {
        client_reference_id: userId,
        customer: 'cus_late',
        subscription: 'sub_late',
        metadata: { tier: 'premium' },
      },
    });
    const subscriptionCreated = signedEvent(SECRET, {
      id: nextId(),
      type: 'customer.subscription.created',
      created,
      object: {
        id: 'sub_late',
        customer: 'cus_late',
        status: 'trialing',
        metadata: { tier: 'premium' },
        trial_end: trialEnd,
      },
    });
    expect((await post(completed.payload, completed.headers)).json().data.outcome).toBe('applied');
    expect((await post(subscriptionCreated.payload, subscriptionCreated.headers)).json().data.outcome).toBe('applied');
    const session = (await t.app.inject({ url: '/api/user/session', headers: bearer(token) })).json().data.user;
    expect(session).toMatchObject({ tier: 'premium', trialActive: true });

    const stale = signedEvent(SECRET, {
      id: nextId(),
      type: 'customer.subscription.updated',
      created: created - 10,
      object: { id: 'sub_late', customer: 'cus_late', status: 'canceled', metadata: {} },
    });
    expect((await post(stale.payload, stale.headers)).json().data.outcome).toBe('stale');
    expect((await limitsOf(token)).tier).toBe('premium');
  });

  it('acknowledges other event types, malformed objects and unknown users without changing anyone', async () => {
    const cases = [
      { type: 'invoice.paid', object: { id: 'in_1' }, outcome: 'ignored' },
      { type: 'customer.subscription.updated', object: { id: 42, status: null }, outcome: 'ignored' },
      { type: 'checkout.session.completed', object: checkout('no-such-user', 'premium'), outcome: 'unknown_user' },
    ];
    for (const { type, object, outcome } of cases) {
      const { payload, headers } = signedEvent(SECRET, { id: nextId(), type, object });
      const response = await post(payload, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.outcome).toBe(outcome);
    }
  });

  it('answers 404 with a clear message when billing is not configured, and serves the upgrade address', async () => {
    const bare = await createTestApp({ env: { UPGRADE_URL: 'https://billing.example.com/upgrade' } });
    try {
      const response = await bare.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: '{}' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/STRIPE_WEBHOOK_SECRET/);
      expect((await bare.app.inject({ url: '/api/config/upgrade-url' })).json().data).toEqual({
        url: 'https://billing.example.com/upgrade',
      });
      const dev = await bare.app.inject({ method: 'POST', url: '/api/auth/dev/login', payload: { tier: 'premium' } });
      expect(dev.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
    expect((await t.app.inject({ url: '/api/config/upgrade-url' })).json().data).toEqual({ url: null });
  });

  it('allows the dev tier override only with DEV_MODE=1', async () => {
    const dev = await createTestApp({ env: { DEV_MODE: '1' } });
    try {
      const response = await dev.app.inject({
        method: 'POST',
        url: '/api/auth/dev/login',
        payload: { tier: 'premium' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.tier).toBe('premium');
    } finally {
      await dev.close();
    }
  });
});
