import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Two API processes of one deployment: same Redis, same key prefix. */
const env = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  JOB_QUEUE_PREFIX: `rate-limit-test-${process.pid}-${Date.now()}`,
  NARRATION_RATE_LIMIT: '2',
};
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ env, jobWorker: false });
  b = await createTestApp({ env, jobWorker: false });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

// The limit is checked before the body: an empty one is enough to count.
const tryVoice = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/tts/test', payload: {}, remoteAddress });

describe('rate limits across API processes', () => {
  it('counts one caller in one store, whichever process answers', async () => {
    expect((await tryVoice(a, '198.51.100.1')).statusCode).toBe(400);
    expect((await tryVoice(b, '198.51.100.1')).statusCode).toBe(400);
    const third = await tryVoice(a, '198.51.100.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect((await tryVoice(b, '198.51.100.1')).statusCode).toBe(429);
    // Another caller has a limit of their own.
    expect((await tryVoice(b, '198.51.100.2')).statusCode).toBe(400);
  });

  it('lets requests through while Redis does not answer, rather than failing them', async () => {
    const down = await createTestApp({
      env: { ...env, REDIS_URL: 'redis://127.0.0.1:1', JOB_QUEUE_PREFIX: `rate-limit-down-${process.pid}` },
      jobWorker: false,
    });
    try {
      for (let i = 0; i < 3; i++) expect((await tryVoice(down, '198.51.100.3')).statusCode).toBe(400);
    } finally {
      await down.close();
    }
  });
});
