import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedRedis } from '../../lib/shared-redis';
import { createRedisSignInLimiter } from './redis-sign-in-limiter';
import { TOO_MANY_SIGN_INS } from './sign-in-limiter';

const prefix = `sign-in-limiter-test-${process.pid}-${Date.now()}`;
// Two API processes of one deployment: each its own connection, the same Redis and prefix.
const redisA = sharedRedis('redis://127.0.0.1:6379');
const redisB = sharedRedis('redis://127.0.0.1:6379');
const a = createRedisSignInLimiter({ redis: redisA, prefix });
const b = createRedisSignInLimiter({ redis: redisB, prefix });

afterAll(async () => {
  const keys = await redisA.keys(`${prefix}:*`);
  if (keys.length > 0) await redisA.del(...keys);
  redisA.disconnect();
  redisB.disconnect();
});

const attempt = (ip: string, email: string) => ({ ip, body: { email } }) as never;
const answered = (statusCode: number) => ({ statusCode }) as never;
const refused = { status: 429, message: TOO_MANY_SIGN_INS };

describe('sign-in limiter shared through Redis', () => {
  it('counts failures at both processes together: the 11th attempt is refused at either', async () => {
    const request = attempt('192.0.2.10', 'Shared@Example.com');
    for (let failure = 1; failure <= 10; failure += 1) {
      const limiter = failure % 2 ? a : b;
      await expect(limiter.check(request)).resolves.toBeUndefined();
      await limiter.record(request, answered(401));
    }
    await expect(a.check(request)).rejects.toMatchObject(refused);
    await expect(b.check(request)).rejects.toMatchObject(refused);
    // Refusals and server errors do not count; another address is not limited.
    await b.record(request, answered(429));
    await a.record(request, answered(500));
    expect(await redisA.ttl(`${prefix}:sign-in:address:192.0.2.10`)).toBeGreaterThan(14 * 60);
    await expect(a.check(attempt('192.0.2.11', 'shared@example.com'))).resolves.toBeUndefined();
  });

  it('keeps emails out of the keys, and a success at either process clears the account counter', async () => {
    const own = `${prefix}:clear`;
    const [a2, b2] = [redisA, redisB].map((redis) => createRedisSignInLimiter({ redis, prefix: own }));
    const request = attempt('192.0.2.20', 'clear@example.com');
    for (let failure = 1; failure <= 5; failure += 1) await a2!.record(request, answered(401));
    const accountKeys = await redisA.keys(`${own}:sign-in:account:*`);
    expect(accountKeys).toHaveLength(1);
    expect(accountKeys[0]).not.toContain('clear@example.com');
    expect(await redisB.get(accountKeys[0]!)).toBe('5');
    await b2!.record(request, answered(200));
    expect(await redisA.exists(accountKeys[0]!)).toBe(0);
    // The address keeps its count: a success does not lift an address that guesses many accounts.
    expect(await redisA.get(`${own}:sign-in:address:192.0.2.20`)).toBe('5');
    await a2!.record(request, answered(401));
    expect(await redisB.get(accountKeys[0]!)).toBe('1');
  });

  it('ends the window after windowMs, at both processes', async () => {
    const short = (redis: Redis) => createRedisSignInLimiter({ redis, prefix, maxFailures: 2, windowMs: 200 });
    const request = attempt('192.0.2.30', 'window@example.com');
    await short(redisA).record(request, answered(401));
    await short(redisB).record(request, answered(401));
    await expect(short(redisA).check(request)).rejects.toMatchObject(refused);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(short(redisB).check(request)).resolves.toBeUndefined();
  });

  it('still limits, in memory and without hanging, while Redis does not answer', async () => {
    const down = sharedRedis('redis://127.0.0.1:1');
    try {
      const limiter = createRedisSignInLimiter({ redis: down, prefix });
      const request = attempt('192.0.2.40', 'down@example.com');
      const started = Date.now();
      for (let failure = 1; failure <= 10; failure += 1) {
        await expect(limiter.check(request)).resolves.toBeUndefined();
        await limiter.record(request, answered(401));
      }
      await expect(limiter.check(request)).rejects.toMatchObject(refused);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      down.disconnect();
    }
  });
});
