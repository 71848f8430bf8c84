import { randomBytes } from 'node:crypto';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobsRepository } from '../db/repositories/jobs';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { defineJob, PermanentJobError, type JobHandler } from './define-job';
import { createBullmqJobQueue, queueNameOf } from './bullmq-queue';
import type { JobQueue } from './job-queue';
import type { JobRecord } from './job-record';

const redisUrl = process.env.REDIS_URL;
const prefix = `roamcast-test-${randomBytes(4).toString('hex')}`;
let t: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  if (redisUrl) t = await createTestDatabase();
});
afterAll(async () => {
  if (!redisUrl) return;
  for (const queue of queues) await queue.close();
  await t.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const payload = z.object({ n: z.number().int() });
let counter = 0;
const job = (overrides: { retries?: number; timeoutMs?: number } = {}) =>
  defineJob({ name: `bull-job-${++counter}`, payload, retries: 1, timeoutMs: 5000, ...overrides });

/** A queue on its own Redis connections and its own database connection, as another process has. */
function queueOn(db = t.db, timing: { lockMs: number; stallCheckMs: number } = { lockMs: 2000, stallCheckMs: 500 }) {
  const queue = createBullmqJobQueue({
    jobs: createJobsRepository(db),
    redisUrl: redisUrl!,
    prefix,
    ...timing,
    retryDelayMs: 10,
  });
  queues.push(queue);
  return queue;
}

async function settled(queue: JobQueue, id: string, timeoutMs = 20_000): Promise<JobRecord> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const record = await queue.get(id);
    if (record && (record.status === 'completed' || record.status === 'failed')) return record;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} did not finish`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each test registers a new job name on every queue it starts; workers of earlier tests never handle it.
describe.skipIf(!redisUrl)(`BullMQ job driver (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('an API queue only enqueues; a worker elsewhere runs the job and its progress is pushed back', async () => {
    const definition = job();
    const api = queueOn();
    const worker = queueOn(t.connect());
    worker.handle(definition, async ({ n }, ctx) => {
      for (let step = 1; step <= n; step++) {
        await sleep(150);
        await ctx.reportProgress({ step });
      }
    });
    const enqueued = await api.enqueue(definition, { n: 3 }, { progress: { step: 0 }, dedupeKey: 'tour-x' });
    const joined = await api.enqueue(definition, { n: 3 }, { dedupeKey: 'tour-x' });
    expect(joined.id).toBe(enqueued.id);
    const pushed: unknown[] = [];
    const stop = api.watch(enqueued.id, (record) => pushed.push([record.status, record.progress]));
    await worker.startWorker();
    const done = await settled(api, enqueued.id);
    await sleep(100);
    stop();
    expect(done).toMatchObject({ status: 'completed', attempts: 1, progress: { step: 3 }, error: null });
    expect(pushed).toContainEqual(['running', { step: 1 }]);
    expect(pushed.at(-1)).toEqual(['completed', { step: 3 }]);
  });

  it('retries with BullMQ, keeps the last error, and does not retry a permanent failure', async () => {
    const flaky = job({ retries: 2 });
    const broken = job({ retries: 2 });
    const doomed = job({ retries: 3 });
    const queue = queueOn();
    const seen: unknown[] = [];
    queue.handle(flaky, async (_payload, ctx) => {
      seen.push([ctx.attempt, ctx.progress]);
      await ctx.reportProgress({ reached: ctx.attempt });
      if (ctx.attempt < 2) throw new Error('speech engine crashed');
    });
    queue.handle(broken, async (_payload, ctx) => {
      throw new Error(`still broken (attempt ${ctx.attempt})`);
    });
    queue.handle(doomed, async () => {
      throw new PermanentJobError('The tour was deleted');
    });
    await queue.startWorker();
    const ok = await settled(queue, (await queue.enqueue(flaky, { n: 1 })).id);
    expect(ok).toMatchObject({ status: 'completed', attempts: 2, progress: { reached: 2 } });
    expect(seen).toEqual([
      [1, null],
      [2, { reached: 1 }],
    ]);
    const failed = await settled(queue, (await queue.enqueue(broken, { n: 1 })).id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, error: 'still broken (attempt 3)' });
    const permanent = await settled(queue, (await queue.enqueue(doomed, { n: 1 })).id);
    expect(permanent).toMatchObject({ status: 'failed', attempts: 1, error: 'The tour was deleted' });
  });

  it('hands a running job back when its worker closes, and another worker resumes it from its progress', async () => {
    const definition = job();
    const first = queueOn();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    first.handle(definition, async (_payload, ctx) => {
      await ctx.reportProgress({ step: 1 });
      started();
      await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
      await ctx.reportProgress({ step: 2 });
    });
    await first.startWorker();
    const enqueued = await first.enqueue(definition, { n: 1 });
    await running;
    await first.close();
    expect(await first.get(enqueued.id)).toMatchObject({ status: 'queued', progress: { step: 1 } });

    const second = queueOn(t.connect());
    const resumedWith: unknown[] = [];
    second.handle(definition, async (_payload, ctx) => {
      resumedWith.push(ctx.progress);
    });
    await second.startWorker();
    expect(await settled(second, enqueued.id)).toMatchObject({ status: 'completed' });
    expect(resumedWith).toEqual([{ step: 1 }]);
  });

  it('resumes the job of a worker that died within the lock plus one stalled-job check (JOB_LEASE_MS + JOB_POLL_MS)', async () => {
    const definition = job();
    const lockMs = 3000;
    const stallCheckMs = 200;
    const queue = queueOn(t.db, { lockMs, stallCheckMs });
    const enqueued = await queue.enqueue(definition, { n: 1 });
    // A worker takes the job (its lock lasts lockMs), stores progress, then dies: its lock is never renewed.
    const doomed = new Worker(queueNameOf(definition.name), null, {
      connection: new Redis(redisUrl!, { maxRetriesPerRequest: null }),
      prefix,
      lockDuration: lockMs,
      autorun: false,
    });
    const takenAt = Date.now();
    const taken = await doomed.getNextJob('dead-worker-token', { block: false });
    expect(taken?.id).toBe(enqueued.id);
    const jobs = createJobsRepository(t.db);
    expect(await jobs.markRunning(enqueued.id, 'dead-worker', 1, new Date().toISOString())).toBeTruthy();
    expect(
      await jobs.saveProgress(enqueued.id, 'dead-worker', JSON.stringify({ step: 1 }), new Date().toISOString()),
    ).toBe(true);

    let resumedAfterMs = -1;
    const resumedWith: unknown[] = [];
    queue.handle(definition, async (_payload, ctx) => {
      resumedAfterMs = Date.now() - takenAt;
      resumedWith.push({ attempt: ctx.attempt, progress: ctx.progress });
    });
    // The survivor was already checking, out of step with the dead worker's lock: its first check falls
    // half-way through that lock (a check at the very start would hide a check interval as long as the lock).
    await sleep(lockMs / 2);
    await queue.startWorker();
    expect(await settled(queue, enqueued.id)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(resumedWith).toEqual([{ attempt: 2, progress: { step: 1 } }]);
    // Not while the dead worker's lock held; then within one check of it running out (plus a moment to start).
    expect(resumedAfterMs).toBeGreaterThanOrEqual(lockMs);
    expect(resumedAfterMs).toBeLessThan(lockMs + stallCheckMs + 800);
    await doomed.close();
  });

  it('never runs a job twice at once with two workers', async () => {
    const definition = job({ retries: 0 });
    const active = new Set<string>();
    const runs = new Map<string, number>();
    let overlaps = 0;
    const handler: JobHandler<{ n: number }> = async (_payload, ctx) => {
      if (active.has(ctx.jobId)) overlaps++;
      active.add(ctx.jobId);
      runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
      await sleep(50);
      await ctx.reportProgress({ ok: true });
      active.delete(ctx.jobId);
    };
    const a = queueOn();
    const b = queueOn(t.connect());
    a.handle(definition, handler);
    b.handle(definition, handler);
    await Promise.all([a.startWorker(), b.startWorker()]);
    const ids = await Promise.all(Array.from({ length: 6 }, async (_, n) => (await a.enqueue(definition, { n })).id));
    for (const id of ids) expect((await settled(a, id)).status).toBe('completed');
    expect(overlaps).toBe(0);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
  });
});
