import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CRASH_ALLOWANCE, createJobsRepository } from '../db/repositories/jobs';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { defineJob, PermanentJobError, type JobHandler } from './define-job';
import type { JobLogger } from './job-log';
import type { JobQueue } from './job-queue';
import type { JobRecord } from './job-record';
import { createLocalJobQueue } from './local-queue';
import { newJobRow } from './new-job-row';

let t: TestDatabase;
const queues: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  await t.close();
});

const payload = z.object({ n: z.number().int() });
let counter = 0;
/** A fresh job name per test, so runners of other tests never take its jobs. */
const job = (overrides: { retries?: number; timeoutMs?: number } = {}) =>
  defineJob({ name: `test-job-${++counter}`, payload, retries: 1, timeoutMs: 5000, ...overrides });

function queueOn(db = t.db, leaseMs = 600, log?: JobLogger) {
  const queue = createLocalJobQueue({ jobs: createJobsRepository(db), leaseMs, pollMs: 50, retryDelayMs: 10, log });
  queues.push(queue);
  return queue;
}

async function settled(queue: JobQueue, id: string, timeoutMs = 10_000): Promise<JobRecord> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const record = await queue.get(id);
    if (record && (record.status === 'completed' || record.status === 'failed')) return record;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} did not finish`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`database job driver (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('runs a job with its payload, stores its progress and pushes every change to watchers', async () => {
    const definition = job();
    const queue = queueOn();
    const seen: number[] = [];
    queue.handle(definition, async ({ n }, ctx) => {
      for (let step = 1; step <= n; step++) {
        await ctx.reportProgress({ step });
        await sleep(30);
      }
    });
    await queue.startWorker();
    const enqueued = await queue.enqueue(definition, { n: 3 }, { progress: { step: 0 } });
    expect(enqueued).toMatchObject({ status: 'queued', progress: { step: 0 }, attempts: 0, maxAttempts: 2 });
    const stop = queue.watch(enqueued.id, (record) => seen.push((record.progress as { step: number }).step));
    const done = await settled(queue, enqueued.id);
    stop();
    expect(done).toMatchObject({ status: 'completed', progress: { step: 3 }, attempts: 1, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(seen).toContain(3);
    expect(seen).toEqual([...seen].sort());
  });

  it('logs a line when each attempt starts and one when it ends: completed with its duration, failed with its error, handed back', async () => {
    const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
    const log: JobLogger = {
      info: (fields, message) => lines.push({ level: 'info', message, fields: fields as Record<string, unknown> }),
      warn: (fields, message) => lines.push({ level: 'warn', message, fields: fields as Record<string, unknown> }),
    };
    const flaky = job({ retries: 1 });
    const queue = queueOn(t.db, 600, log);
    queue.handle(flaky, async (_payload, ctx) => {
      await sleep(40);
      if (ctx.attempt === 1) throw new Error('speech engine crashed');
    });
    await queue.startWorker();
    const { id } = await queue.enqueue(flaky, { n: 1 });
    expect(await settled(queue, id)).toMatchObject({ status: 'completed', attempts: 2 });
    const mine = lines.filter((line) => line.fields.jobId === id);
    expect(mine.map((line) => [line.level, line.message, line.fields.attempt])).toEqual([
      ['info', 'job started', 1],
      ['warn', 'job failed', 1],
      ['info', 'job started', 2],
      ['info', 'job completed', 2],
    ]);
    expect(mine[0]!.fields).toEqual({ jobId: id, job: flaky.name, attempt: 1 });
    const failed = mine[1]!.fields;
    expect((failed.err as Error).message).toBe('speech engine crashed');
    expect(failed.retryAt).toEqual(expect.any(String));
    expect(failed.ms).toBeGreaterThanOrEqual(30);
    expect(mine[3]!.fields.ms).toBeGreaterThanOrEqual(30);

    // A job still running when its runner closes is handed back: one line saying so, no failure.
    const long = job();
    const closing = queueOn(t.db, 600, log);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    closing.handle(long, async (_payload, ctx) => {
      started();
      await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
      await ctx.reportProgress({ step: 1 });
    });
    await closing.startWorker();
    const handedBack = await closing.enqueue(long, { n: 1 });
    await running;
    await closing.close();
    expect(lines.filter((line) => line.fields.jobId === handedBack.id).map((line) => line.message)).toEqual([
      'job started',
      'job stopped',
    ]);
    expect(lines.at(-1)!.fields.reason).toBe('handed back: its runner is shutting down');
  });

  it('joins the queued or running job of the same key and starts a new one after it finished', async () => {
    const definition = job();
    const queue = queueOn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    queue.handle(definition, async () => {
      runs++;
      await gate;
    });
    await queue.startWorker();
    const first = await queue.enqueue(definition, { n: 1 }, { dedupeKey: 'tour-a' });
    const again = await Promise.all([1, 2, 3].map(() => queue.enqueue(definition, { n: 1 }, { dedupeKey: 'tour-a' })));
    expect(again.map((record) => record.id)).toEqual([first.id, first.id, first.id]);
    const other = await queue.enqueue(definition, { n: 1 }, { dedupeKey: 'tour-b' });
    expect(other.id).not.toBe(first.id);
    release();
    await settled(queue, first.id);
    await settled(queue, other.id);
    const next = await queue.enqueue(definition, { n: 1 }, { dedupeKey: 'tour-a' });
    expect(next.id).not.toBe(first.id);
    await settled(queue, next.id);
    expect(runs).toBe(3);
    expect((await queue.latest('tour-a'))?.id).toBe(next.id);
  });

  it('refuses a payload that does not match the definition when it is enqueued', async () => {
    const definition = job();
    await expect(queueOn().enqueue(definition, { n: 'x' } as never)).rejects.toThrow();
  });

  it('retries a failed attempt from its stored progress and keeps the error of the last failure', async () => {
    const definition = job({ retries: 2 });
    const queue = queueOn();
    const attempts: { attempt: number; progress: unknown }[] = [];
    queue.handle(definition, async (_payload, ctx) => {
      attempts.push({ attempt: ctx.attempt, progress: ctx.progress });
      await ctx.reportProgress({ reached: ctx.attempt });
      if (ctx.attempt < 2) throw new Error('speech engine crashed');
    });
    await queue.startWorker();
    const done = await settled(queue, (await queue.enqueue(definition, { n: 1 })).id);
    expect(done).toMatchObject({ status: 'completed', attempts: 2, progress: { reached: 2 } });
    expect(attempts).toEqual([
      { attempt: 1, progress: null },
      { attempt: 2, progress: { reached: 1 } },
    ]);

    const failing = job({ retries: 1 });
    queue.handle(failing, async (_payload, ctx) => {
      throw new Error(`no place to tell about (attempt ${ctx.attempt})`);
    });
    await queue.startWorker();
    const failed = await settled(queue, (await queue.enqueue(failing, { n: 1 })).id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, error: 'no place to tell about (attempt 2)' });
  });

  it('does not retry a permanent failure', async () => {
    const definition = job({ retries: 3 });
    const queue = queueOn();
    queue.handle(definition, async () => {
      throw new PermanentJobError('The tour was deleted');
    });
    await queue.startWorker();
    const failed = await settled(queue, (await queue.enqueue(definition, { n: 1 })).id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: 'The tour was deleted' });
  });

  it('stops an attempt that outlives its time-out through the abort signal', async () => {
    const definition = job({ retries: 0, timeoutMs: 200 });
    const queue = queueOn();
    let aborted = false;
    queue.handle(definition, async (_payload, ctx) => {
      await new Promise<void>((resolve) =>
        ctx.signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        }),
      );
      await ctx.reportProgress({ after: 'abort' });
    });
    await queue.startWorker();
    const failed = await settled(queue, (await queue.enqueue(definition, { n: 1 })).id);
    expect(aborted).toBe(true);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('The job took longer than 0 s and was stopped');
    expect(failed.progress).toBeNull();
  });

  it('resumes a job whose runner died once its lease ran out, from the progress it stored', async () => {
    const definition = job({ retries: 2 });
    const jobs = createJobsRepository(t.db);
    // A runner that claimed the job, stored progress, then died without a word.
    const row = newJobRow(definition, { n: 4 }, {}, new Date().toISOString());
    await jobs.insertOrJoin(row);
    const now = Date.now();
    const claimed = await jobs.claimNext(
      [definition.name],
      'dead-runner',
      new Date(now).toISOString(),
      new Date(now + 300).toISOString(),
    );
    expect(claimed?.id).toBe(row.id);
    expect(
      await jobs.saveProgress(row.id, 'dead-runner', JSON.stringify({ done: [0, 1] }), new Date().toISOString()),
    ).toBe(true);

    const queue = queueOn();
    const resumedWith: unknown[] = [];
    let resumedAfterMs = -1;
    queue.handle(definition, async (_payload, ctx) => {
      resumedAfterMs = Date.now() - now;
      resumedWith.push({ attempt: ctx.attempt, progress: ctx.progress });
    });
    await queue.startWorker();
    // While the lease holds, nobody else takes it.
    await sleep(150);
    expect(resumedWith).toEqual([]);
    const done = await settled(queue, row.id);
    expect(done.status).toBe('completed');
    expect(resumedWith).toEqual([{ attempt: 2, progress: { done: [0, 1] } }]);
    // Taken up at the first look (every 50 ms here: JOB_POLL_MS) after the 300 ms lease ran out.
    expect(resumedAfterMs).toBeGreaterThanOrEqual(300);
    expect(resumedAfterMs).toBeLessThan(300 + 50 + 400);
    // The dead runner's late writes are refused: it lost the job.
    expect(await jobs.saveProgress(row.id, 'dead-runner', '{}', new Date().toISOString())).toBe(false);
  });

  it('fails a job whose runner died on every attempt, past the crash allowance, instead of resuming it forever', async () => {
    const definition = job({ retries: 0 });
    const jobs = createJobsRepository(t.db);
    const row = newJobRow(definition, { n: 1 }, {}, new Date(Date.now() - 60_000).toISOString());
    await jobs.insertOrJoin(row);
    // Its one attempt and every forgiven crash: each runner that took it died.
    for (let death = 0; death <= CRASH_ALLOWANCE; death++) {
      const now = Date.now() - (CRASH_ALLOWANCE + 1 - death) * 1000;
      const claimed = await jobs.claimNext(
        [definition.name],
        `dead-${death}`,
        new Date(now).toISOString(),
        new Date(now + 100).toISOString(),
      );
      expect(claimed?.id).toBe(row.id);
    }
    const queue = queueOn();
    let ran = false;
    queue.handle(definition, async () => {
      ran = true;
    });
    await queue.startWorker();
    const failed = await settled(queue, row.id);
    expect(ran).toBe(false);
    expect(failed).toMatchObject({ status: 'failed', error: 'The job stopped responding on every attempt' });
  });

  it('hands a running job back on close without spending an attempt', async () => {
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
    expect(await first.get(enqueued.id)).toMatchObject({ status: 'queued', attempts: 0, progress: { step: 1 } });

    const second = queueOn();
    second.handle(definition, async (_payload, ctx) => {
      expect(ctx.progress).toEqual({ step: 1 });
    });
    await second.startWorker();
    expect(await settled(second, enqueued.id)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('never runs a job twice at once, even with two runners on two connections to one database', async () => {
    const definition = job({ retries: 0 });
    const active = new Set<string>();
    const runs = new Map<string, number>();
    let overlaps = 0;
    const handler: JobHandler<{ n: number }> = async (_payload, ctx) => {
      if (active.has(ctx.jobId)) overlaps++;
      active.add(ctx.jobId);
      runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
      await sleep(40);
      await ctx.reportProgress({ ok: true });
      active.delete(ctx.jobId);
    };
    const a = queueOn(t.db);
    const b = queueOn(t.connect());
    a.handle(definition, handler);
    b.handle(definition, handler);
    const ids = await Promise.all(Array.from({ length: 8 }, async (_, n) => (await a.enqueue(definition, { n })).id));
    await Promise.all([a.startWorker(), b.startWorker()]);
    for (const id of ids) expect((await settled(a, id)).status).toBe('completed');
    expect(overlaps).toBe(0);
    expect([...runs.values()]).toEqual(ids.map(() => 1));
    expect(new Set(runs.keys())).toEqual(new Set(ids));
  });
});
