import { afterAll, describe, expect, it } from 'vitest';
import { sharedRedis } from '../../lib/shared-redis';
import { createRedisPendingStore } from './redis-pending-store';

const prefix = `pending-store-test-${process.pid}-${Date.now()}`;
// Two API processes of one deployment: each its own connection, the same Redis and prefix.
const redisA = sharedRedis('redis://127.0.0.1:6379');
const redisB = sharedRedis('redis://127.0.0.1:6379');
const a = createRedisPendingStore({ redis: redisA, prefix });
const b = createRedisPendingStore({ redis: redisB, prefix });
const pending = { codeVerifier: 'verifier', nonce: 'nonce', linkUserId: 'user-9' };

afterAll(async () => {
  const keys = await redisA.keys(`${prefix}:*`);
  if (keys.length > 0) await redisA.del(...keys);
  redisA.disconnect();
  redisB.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('partner pending store shared through Redis', () => {
  it('gives a state saved at one process back once, at another, and keeps only its hash', async () => {
    await a.saveState('state-1', pending);
    const keys = await redisA.keys(`${prefix}:partner:state:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('state-1');
    expect(await redisA.pttl(keys[0]!)).toBeGreaterThan(9 * 60_000);
    expect(await b.takeState('state-1')).toEqual(pending);
    expect(await b.takeState('state-1')).toBeNull();
    expect(await a.takeState('state-1')).toBeNull();
    expect(await a.takeState('forged')).toBeNull();
  });

  it('hands a state to only one of two processes taking it at once', async () => {
    await a.saveState('state-race', pending);
    const taken = await Promise.all([a.takeState('state-race'), b.takeState('state-race')]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('redeems a code issued at one process once, at another', async () => {
    const code = await a.issueCode('user-1');
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(await redisA.pttl((await redisA.keys(`${prefix}:partner:code:*`))[0]!)).toBeLessThanOrEqual(60_000);
    expect(await b.redeemCode(code)).toBe('user-1');
    expect(await a.redeemCode(code)).toBeNull();
    expect(await b.redeemCode(code)).toBeNull();
  });

  it('forgets states and codes when their time is up', async () => {
    const short = createRedisPendingStore({ redis: redisA, prefix, stateTtlMs: 100, codeTtlMs: 100 });
    await short.saveState('state-late', pending);
    const code = await short.issueCode('user-2');
    await sleep(200);
    expect(await b.takeState('state-late')).toBeNull();
    expect(await b.redeemCode(code)).toBeNull();
  });

  it('answers 503 quickly while Redis does not answer, rather than keeping the state in one process', async () => {
    const down = sharedRedis('redis://127.0.0.1:1');
    try {
      const store = createRedisPendingStore({ redis: down, prefix });
      const started = Date.now();
      await expect(store.saveState('state-down', pending)).rejects.toMatchObject({
        status: 503,
        code: 'partner_unavailable',
      });
      await expect(store.redeemCode('code')).rejects.toMatchObject({ status: 503 });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      down.disconnect();
    }
  });
});
