import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../database';
import type { Database, JobsTable } from '../schema';

export type JobRow = JobsTable;

const ACTIVE = ['queued', 'running'];
/**
 * Runs a job may lose to its runner dying (killed, crashed, machine gone) beyond the attempts its
 * retries allow, before it is taken for one that kills whatever runs it and failed. A death is rarely
 * the job's fault, and a resumed job keeps its progress, so several are forgiven; not endlessly.
 */
export const CRASH_ALLOWANCE = 8;
/** The predicate of the partial unique index jobs_active_dedupe_key (migration 0002). */
const ACTIVE_PREDICATE = sql<boolean>`status in ('queued', 'running')`;

/**
 * What a runner may take at `now`: a queued job whose retry delay is over, or a running one whose
 * runner stopped renewing its lease (its process died) and which has attempts left, counting the
 * crash allowance.
 */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('runAfter', '<=', now)]),
      eb.and([
        eb('status', '=', 'running'),
        eb('lockedUntil', '<', now),
        eb('attempts', '<', eb(eb.ref('maxAttempts'), '+', CRASH_ALLOWANCE)),
      ]),
    ]);
}

/**
 * The jobs table. Every write by a runner names the runner (`owner`) and succeeds only while it holds
 * the job's lease, so a runner that lost its lease can never overwrite the one that took over.
 */
export function createJobsRepository(db: Db) {
  return {
    /** Inserts the job, or answers the queued or running one already holding its dedupe key. */
    async insertOrJoin(row: JobRow): Promise<{ job: JobRow; created: boolean }> {
      for (let tries = 0; tries < 3; tries++) {
        const inserted = await db
          .insertInto('jobs')
          .values(row)
          // The target repeats the partial index's predicate word for word, as SQLite requires.
          .onConflict((oc) => oc.column('dedupeKey').where(ACTIVE_PREDICATE).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) return { job: inserted, created: true };
        const active = row.dedupeKey ? await this.findActiveByKey(row.dedupeKey) : undefined;
        if (active) return { job: active, created: false };
        // The active job finished between the two statements: try the insert again.
      }
      throw new Error(`Could not enqueue job ${row.name}: its dedupe key stays contended`);
    },

    findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findActiveByKey(dedupeKey: string): Promise<JobRow | undefined> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('dedupeKey', '=', dedupeKey)
        .where('status', 'in', ACTIVE)
        .executeTakeFirst();
    },

    /** The newest job ever run under a key (a tour's last batch), whatever its state. */
    latestByKey(dedupeKey: string): Promise<JobRow | undefined> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('dedupeKey', '=', dedupeKey)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Jobs not finished yet, oldest first (the BullMQ driver hands them to Redis again at start). */
    listActive(): Promise<JobRow[]> {
      return db.selectFrom('jobs').selectAll().where('status', 'in', ACTIVE).orderBy('createdAt').execute();
    },

    /** How many jobs are in each status, for the metrics. */
    async countByStatus(): Promise<Array<{ status: string; count: number }>> {
      const rows = await db
        .selectFrom('jobs')
        .select(({ fn }) => ['status', fn.countAll<number | string>().as('count')])
        .groupBy('status')
        .execute();
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },

    /**
     * The claimable jobs of these names, oldest first, with whose they are (at most `limit`): the
     * runner picks among them fairly (`jobs/fair-pick.ts`).
     */
    claimable(names: readonly string[], now: string, limit = 500) {
      if (names.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('jobs')
        .select(['id', 'account', 'createdAt'])
        .where('name', 'in', names)
        .where(claimable(now))
        .orderBy('createdAt')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** How many jobs each account has running under a live claim (any runner, any process). */
    async runningByAccount(now: string): Promise<Map<string | null, number>> {
      const rows = await db
        .selectFrom('jobs')
        .select(({ fn }) => ['account', fn.countAll<number | string>().as('count')])
        .where('status', '=', 'running')
        .where((eb) => eb.or([eb('lockedUntil', '>=', now), eb('lockedUntil', 'is', null)]))
        .groupBy('account')
        .execute();
      return new Map(rows.map((row) => [row.account ?? null, Number(row.count)]));
    },

    /** Queued or running jobs of one kind the account has (the per-account cap). */
    async countActive(account: string, name: string): Promise<number> {
      const row = await db
        .selectFrom('jobs')
        .select(({ fn }) => fn.countAll<number | string>().as('count'))
        .where('account', '=', account)
        .where('name', '=', name)
        .where('status', 'in', ACTIVE)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Takes this job for `owner` until `leaseUntil` if it is still claimable, counting an attempt. The
     * condition is checked again in the UPDATE itself, so of two runners racing for one row exactly one
     * gets it (SQLite serialises writers; PostgreSQL re-checks after the row lock).
     */
    claim(id: string, owner: string, now: string, leaseUntil: string) {
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          lockedBy: owner,
          lockedUntil: leaseUntil,
          attempts: eb('attempts', '+', 1),
          updatedAt: now,
        }))
        .where('id', '=', id)
        .where(claimable(now))
        .returningAll()
        .executeTakeFirst();
    },

    /** Takes the oldest claimable job of these names (no fairness: tests and a lone runner). */
    async claimNext(names: readonly string[], owner: string, now: string, leaseUntil: string) {
      for (let tries = 0; tries < 3; tries++) {
        const [candidate] = await this.claimable(names, now, 1);
        if (!candidate) return undefined;
        const claimed = await this.claim(candidate.id, owner, now, leaseUntil);
        if (claimed) return claimed;
      }
      return undefined;
    },

    /** Renews the lease; false when `owner` no longer holds the job. */
    async extendLease(id: string, owner: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ lockedUntil: leaseUntil })
        .where('id', '=', id)
        .where('lockedBy', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async saveProgress(id: string, owner: string, progress: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ progress, updatedAt: now })
        .where('id', '=', id)
        .where('lockedBy', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async complete(id: string, owner: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'completed', error: null, lockedBy: null, lockedUntil: null, updatedAt: now, finishedAt: now })
        .where('id', '=', id)
        .where('lockedBy', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A failed attempt: back to the queue after `retryAt`, or failed for good when it is null. The error stays. */
    async failAttempt(id: string, owner: string, error: string, retryAt: string | null, now: string) {
      const result = await db
        .updateTable('jobs')
        .set({
          status: retryAt ? 'queued' : 'failed',
          error,
          lockedBy: null,
          lockedUntil: null,
          runAfter: retryAt ?? now,
          updatedAt: now,
          finishedAt: retryAt ? null : now,
        })
        .where('id', '=', id)
        .where('lockedBy', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Hands a job back untouched (a runner shutting down): the interrupted attempt does not count. */
    async release(id: string, owner: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'queued',
          lockedBy: null,
          lockedUntil: null,
          runAfter: now,
          updatedAt: now,
          attempts: eb('attempts', '-', 1),
        }))
        .where('id', '=', id)
        .where('lockedBy', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Running jobs whose lease expired with no attempts (nor crash allowance) left fail, naming why; answers their ids. */
    async failAbandoned(now: string): Promise<string[]> {
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'failed',
          error: eb.fn.coalesce('error', eb.val('The job stopped responding on every attempt')),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: now,
          finishedAt: now,
        }))
        .where('status', '=', 'running')
        .where('lockedUntil', '<', now)
        .where((eb) => eb('attempts', '>=', eb(eb.ref('maxAttempts'), '+', CRASH_ALLOWANCE)))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** BullMQ driver: the attempt BullMQ just started, taken over by `owner` (BullMQ holds the lock). */
    markRunning(id: string, owner: string, attempt: number, now: string): Promise<JobRow | undefined> {
      return db
        .updateTable('jobs')
        .set({ status: 'running', lockedBy: owner, lockedUntil: null, attempts: attempt, updatedAt: now })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .returningAll()
        .executeTakeFirst();
    },

    /** BullMQ driver: BullMQ gave up on a job (stalled too often) while no runner held it any more. */
    async failUnfinished(id: string, error: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'failed', error, lockedBy: null, lockedUntil: null, updatedAt: now, finishedAt: now })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
