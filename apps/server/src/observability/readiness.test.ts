import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readinessOf } from './health-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readyz = async () => {
  const response = await t.app.inject({ url: '/readyz' });
  return { status: response.statusCode, body: response.json() as { data: { status: string }; error?: string } };
};

describe('readiness: warming up, ready, draining', () => {
  it('is ready when nobody marks a warm-up (an app built alone), and knows once /readyz was asked', async () => {
    expect(readinessOf(t.app).phase).toBe('ready');
    expect(readinessOf(t.app).watched).toBe(false);
    await t.app.inject({ url: '/healthz' });
    expect(readinessOf(t.app).watched).toBe(false);
    expect((await readyz()).status).toBe(200);
    expect(readinessOf(t.app).watched).toBe(true);
  });

  it('answers 503 "starting" while warming up, with /healthz and the API still answering, and 200 once warmed up', async () => {
    const readiness = readinessOf(t.app);
    readiness.warmingUp();
    const starting = await readyz();
    expect(starting.status).toBe(503);
    expect(starting.body.data.status).toBe('starting');
    expect(starting.body.error).toContain('warmed up');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    readiness.warmedUp();
    expect(await readyz()).toMatchObject({ status: 200, body: { data: { status: 'ready' } } });
  });

  it('answers 503 "draining" from the moment it drains while still serving requests, and never turns ready again', async () => {
    const readiness = readinessOf(t.app);
    readiness.draining();
    const draining = await readyz();
    expect(draining.status).toBe(503);
    expect(draining.body.data.status).toBe('draining');
    expect(draining.body.error).toBe(
      'Roamcast is shutting down: it finishes the requests under way and takes no new traffic',
    );
    expect((await t.app.inject({ url: '/healthz' })).json().data).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // A warm-up that ends after the signal does not put the process back into rotation.
    readiness.warmedUp();
    readiness.warmingUp();
    expect((await readyz()).body.data.status).toBe('draining');
  });
});
