import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_UNAVAILABLE_MESSAGE } from '../src/http/backend-unavailable';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { bearer, createTestApp, signUp, testDatabaseUrl, type TestApp } from './test-app';

/**
 * Issue 14: PostgreSQL or Redis restarted under load. The app reaches each through a TCP relay that
 * is cut (every connection dropped, new ones refused, as a restart does) and restored: requests in
 * the gap get a 503 that says to retry, never a 500 or a hang, and the app recovers by itself with
 * every write it acknowledged still there.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  status: number;
  error?: string;
  tourId?: string;
  at: number;
}

/** Three clients creating tours and reading their session in a loop until `until`. */
async function load(t: TestApp, token: string, until: () => boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let n = 0;
  const client = async () => {
    while (!until()) {
      const name = `Load ${n++}`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/tour-maker/routes',
        headers: bearer(token),
        payload: { name, waypoints: [{ lat: 38.7075, lng: -9.1364, name: 'Praça do Comércio' }] },
      });
      const body = created.json() as { data: { id: string } | null; error?: string };
      outcomes.push({ status: created.statusCode, error: body.error, tourId: body.data?.id, at: Date.now() });
      const session = await t.app.inject({ url: '/api/user/session', headers: bearer(token) });
      outcomes.push({
        status: session.statusCode,
        error: (session.json() as { error?: string }).error,
        at: Date.now(),
      });
      await sleep(20);
    }
  };
  await Promise.all([client(), client(), client()]);
  return outcomes;
}

describe.skipIf(!testDatabaseUrl)('PostgreSQL restarted under load', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const direct = new URL(testDatabaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = Object.assign(new URL(testDatabaseUrl!), { host: `127.0.0.1:${proxy.port}` }).href;
    // The load makes far more tours than a person would: the per-account save rate is not under test here.
    t = await createTestApp({ env: { DATABASE_URL: relayed, NARRATION_RATE_LIMIT: '100000' } });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 during the gap, recovers by itself, and loses no acknowledged tour', async () => {
    const { token, userId } = await signUp(t);
    // Room for every tour the load makes (the plan's limit is a few dozen).
    await t.db.updateTable('users').set({ toursLimit: 100_000 }).where('id', '=', userId).execute();
    let done = false;
    const running = load(t, token, () => done);
    await sleep(1500);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(2500);
    await proxy.restore();
    const restoredAt = Date.now();
    await sleep(2500);
    done = true;
    const outcomes = await running;

    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.error).toBe(BACKEND_UNAVAILABLE_MESSAGE);
      expect(outcome.at).toBeGreaterThanOrEqual(cutAt);
    }
    // Recovered by itself: tours are created again after the restart.
    expect(outcomes.some((outcome) => outcome.status === 201 && outcome.at > restoredAt + 500)).toBe(true);

    // Every acknowledged tour is there.
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.tourId!);
    const mine = await t.app.inject({ url: '/api/tour-maker/routes', headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    const stored = new Set((mine.json().data as { id: string }[]).map((tour) => tour.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 60_000);
});

describe('Redis restarted under load (API process of the scale-out mode)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, JOB_QUEUE_PREFIX: `restart-${process.pid}-${Date.now()}` },
      jobWorker: false,
    });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await t?.close();
    await proxy?.close();
  });

  it('refuses new jobs with a 503 while Redis is away, keeps answering what needs no Redis, and takes jobs again once it is back', async () => {
    const { token } = await signUp(t);
    const tour = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(token),
      payload: { name: 'Rossio at night', waypoints: [{ lat: 38.7139, lng: -9.1394, name: 'Rossio' }] },
    });
    const routeId = (tour.json().data as { id: string }).id;
    const batch = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/tour-maker/routes/${routeId}/generate-narrations`,
        headers: bearer(token),
        payload: {},
      });

    await proxy.cut();
    const started = Date.now();
    const refused = await batch();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatch(/job queue is unavailable/);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Rate limits let requests through while their store is away; reads need no Redis.
    const session = await t.app.inject({ url: '/api/user/session', headers: bearer(token) });
    expect(session.statusCode).toBe(200);
    const progress = await t.app.inject({
      url: `/api/tour-maker/routes/${routeId}/generate-narrations/progress`,
      headers: bearer(token),
    });
    expect(progress.json().data).toMatchObject({ status: 'failed' });

    await proxy.restore();
    let accepted = 0;
    for (let tries = 0; tries < 50 && accepted !== 202; tries++) {
      accepted = (await batch()).statusCode;
      if (accepted !== 202) await sleep(200);
    }
    expect(accepted).toBe(202);
  }, 60_000);
});
