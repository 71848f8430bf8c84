import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchProgressSchema, type BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { readEventStream } from '../../../test/tour-fixtures';
import { readFamousTourFiles } from './famous-tour-file';
import { FAMOUS_OWNER } from './seed-famous-tours';

const files = readFamousTourFiles();
const amalfi = files.find((tour) => tour.shareCode === 'amalfi-coast')!;
const batch = (id: string) => `/api/tour-maker/routes/${id}/generate-narrations`;

describe(`famous tour lazy generation (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  describe('starting', () => {
    let t: TestApp;
    beforeAll(async () => {
      // No runner: the jobs stay queued, so what the requests created can be counted.
      t = await createTestApp({ jobWorker: false });
    });
    afterAll(() => t.close());

    it('lets visitors start it, and two opening at once share one job spoken as the famous-tours account', async () => {
      const gor = files.find((tour) => tour.shareCode === 'great-ocean-road')!;
      const [first, second] = await Promise.all(
        [0, 1].map(() => t.app.inject({ method: 'POST', url: batch(gor.id), payload: { language: 'fr' } })),
      );
      expect(first!.statusCode, first!.body).toBe(202);
      expect(second!.statusCode).toBe(202);
      const a = batchProgressSchema.parse(first!.json().data);
      const b = batchProgressSchema.parse(second!.json().data);
      expect(a.jobId).toEqual(expect.any(String));
      expect(b.jobId).toBe(a.jobId);
      expect(a).toMatchObject({ status: 'queued', total: gor.stops.length, current: 0 });
      const jobs = await t.db
        .selectFrom('jobs')
        .selectAll()
        .where('dedupeKey', '=', `generate-narrations:${gor.id}:fr`)
        .execute();
      expect(jobs).toHaveLength(1);
      expect(JSON.parse(jobs[0]!.payload)).toEqual({ routeId: gor.id, userId: FAMOUS_OWNER.id, language: 'fr' });

      // A signed-in listener of the same language joins the same job; it is still not theirs.
      const { token } = await signUp(t);
      const joined = await t.app.inject({
        method: 'POST',
        url: batch(gor.id),
        headers: bearer(token),
        payload: { language: 'fr' },
      });
      expect(joined.json().data.jobId).toBe(a.jobId);

      const progress = await t.app.inject({ method: 'GET', url: `${batch(gor.id)}/progress?language=fr` });
      expect(progress.statusCode).toBe(200);
      expect(progress.json().data).toEqual(a);
    });

    it('still asks for an account on anyone’s own tour, and refuses to act for another account', async () => {
      const { token, userId } = await signUp(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/tour-maker/routes',
        headers: bearer(token),
        payload: { name: 'Mine', pointsOfInterest: [{ name: 'Positano', latitude: 40.6283, longitude: 14.4843 }] },
      });
      const mine = created.json().data.id as string;
      for (const [method, url] of [
        ['POST', batch(mine)],
        ['GET', `${batch(mine)}/progress`],
        ['GET', `${batch(mine)}/events`],
      ] as const) {
        const visitor = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(visitor.statusCode, url).toBe(401);
      }
      const forOther = await t.app.inject({ method: 'POST', url: batch(amalfi.id), payload: { userId } });
      expect(forOther.statusCode).toBe(403);
    });

    it('limits how often one address may start famous tours', async () => {
      const iceland = files.find((tour) => tour.shareCode === 'ring-road-iceland')!;
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: batch(iceland.id),
          payload: {},
          remoteAddress: '203.0.113.7',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 28).every((status) => status === 202)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('narrating', { timeout: 600_000 }, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
    });
    afterAll(() => t.close());

    it('narrates every stop once, shared by every listener, and a second play makes nothing new', async () => {
      const { token, userId } = await signUp(t);
      const started = await t.app.inject({
        method: 'POST',
        url: batch(amalfi.id),
        headers: bearer(token),
        payload: {},
      });
      expect(started.statusCode).toBe(202);
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const events = await readEventStream(`${base}${batch(amalfi.id)}/events`, token, 540_000);
      const last = batchProgressSchema.parse(events.at(-1)!.data);
      expect(last).toMatchObject({ completed: true, current: amalfi.stops.length, total: amalfi.stops.length });
      // Progress arrived stop by stop: stop 1 was playable while the rest were still being written.
      const counts = events.map((event) => (event.data as BatchProgress).current);
      expect(counts).toContain(1);

      const read = await t.app.inject({ method: 'GET', url: `/api/tour-maker/routes/${amalfi.id}` });
      const tour = routeWithNarrationsSchema.parse(read.json().data);
      expect(tour.narrations.map((n) => n.waypointIndex)).toEqual(amalfi.stops.map((_, index) => index));
      expect(tour.narrations.every((n) => n.userId === FAMOUS_OWNER.id && n.audioUrl)).toBe(true);
      // The Villa Rufolo stop tells its landmark's story.
      expect(tour.narrations[6]!.narrationText).toMatch(/Villa Rufolo/);

      // A visitor follows it too: the finished batch answers one last event.
      const followed = await t.app.inject({ method: 'GET', url: `${batch(amalfi.id)}/events` });
      expect(followed.statusCode).toBe(200);
      expect(followed.body).toMatch(/"status":"completed"/);

      const narrationsBefore = await t.db.selectFrom('narrations').select('id').execute();
      const again = await t.app.inject({ method: 'POST', url: batch(amalfi.id), payload: {} });
      expect(again.statusCode).toBe(202);
      expect(batchProgressSchema.parse(again.json().data)).toMatchObject({ jobId: last.jobId, completed: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await t.db.selectFrom('narrations').select('id').execute()).toHaveLength(narrationsBefore.length);
      const jobs = await t.db
        .selectFrom('jobs')
        .select('id')
        .where('dedupeKey', '=', `generate-narrations:${amalfi.id}:en`)
        .execute();
      expect(jobs).toHaveLength(1);

      // The listener who opened it first paid nothing for it.
      const listener = await t.db
        .selectFrom('users')
        .select('narrationCount')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(listener.narrationCount).toBe(0);
    });
  });
});
