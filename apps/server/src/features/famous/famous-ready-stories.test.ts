import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicTourSchema, type PublicTour } from '@roamcast/shared/schemas/public-tour';
import { batchProgressSchema } from '@roamcast/shared/schemas/tour-jobs';
import { routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readFamousTourFiles } from './famous-tour-file';
import { FAMOUS_OWNER } from './seed-famous-tours';

const gor = readFamousTourFiles().find((tour) => tour.shareCode === 'great-ocean-road')!;
/** Three stops keep the test quick; the rest of the tour is made the same way. */
const STOPS = 3;

const read = async (t: TestApp, query = ''): Promise<PublicTour> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/tours/share/${gor.shareCode}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return publicTourSchema.parse(response.json().data);
};

/** Waits past the shared page's one-second cache, so the next read sees the database as it is. */
const pastPageCache = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe(
  `famous tours ready to play (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`,
  { timeout: 600_000 },
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { JOB_POLL_MS: '100', FAMOUS_STORY_LANGUAGES: 'en' } });
      // One famous tour of three stops: making all six whole would take minutes.
      await t.db.deleteFrom('routes').where('isFamous', '=', 1).where('id', '!=', gor.id).execute();
      const row = await t.db
        .selectFrom('routes')
        .select('pointsOfInterest')
        .where('id', '=', gor.id)
        .executeTakeFirstOrThrow();
      const stops = (JSON.parse(row.pointsOfInterest) as unknown[]).slice(0, STOPS);
      await t.db
        .updateTable('routes')
        .set({ pointsOfInterest: JSON.stringify(stops) })
        .where('id', '=', gor.id)
        .execute();
    });
    afterAll(() => t.close());

    it('makes every stop’s story ahead, once, as the server’s own job, and the shared link then has them all', async () => {
      expect((await read(t)).stops.every((stop) => stop.narration === null)).toBe(true);
      await pastPageCache();
      // The page read started English stories for its first listener; made ahead, they are the same job.
      expect(await t.prepareFamousStories()).toEqual({ tours: 1, made: 1 });
      const jobs = await t.db
        .selectFrom('jobs')
        .selectAll()
        .where('dedupeKey', 'like', `generate-narrations:${gor.id}%`)
        .execute();
      expect(jobs.map((job) => [job.dedupeKey, job.status])).toEqual([
        [`generate-narrations:${gor.id}:en`, 'completed'],
      ]);

      await pastPageCache();
      const tour = await read(t);
      expect(tour.famous).toBe(true);
      expect(tour.stops.map((stop) => [stop.narration?.language, Boolean(stop.narration?.audioUrl)])).toEqual(
        Array.from({ length: STOPS }, () => ['en', true]),
      );
      const audio = await t.app.inject({ method: 'GET', url: tour.stops[0]!.narration!.audioUrl! });
      // Stored whole: the story's audio address sends the listener to the stored file.
      expect(audio.statusCode).toBe(302);
      expect(audio.headers.location).toMatch(/^\/media\//u);

      // Made once: preparing again (the next start) and every later read make nothing new.
      const before = await t.db.selectFrom('narrations').select('id').execute();
      expect(await t.prepareFamousStories()).toEqual({ tours: 1, made: 0 });
      await read(t, '?language=en');
      expect(await t.db.selectFrom('narrations').select('id').execute()).toHaveLength(before.length);
      const owners = await t.db.selectFrom('narrations').select('userId').distinct().execute();
      expect(owners).toEqual([{ userId: FAMOUS_OWNER.id }]);
    });

    it('makes a new language’s stories for its first listener, shared with the next, and keeps the others', async () => {
      const english = (await read(t, '?language=en')).stops.map((stop) => stop.narration!.id);
      // The first French listener: no English story stands in, and the French ones are started.
      const first = await read(t, '?language=fr');
      expect(first.stops.every((stop) => stop.narration === null)).toBe(true);
      const started = await t.db
        .selectFrom('jobs')
        .selectAll()
        .where('dedupeKey', '=', `generate-narrations:${gor.id}:fr`)
        .execute();
      expect(started).toHaveLength(1);
      // A listener's language is not made ahead: it counts as the famous tours' account's job.
      expect(started[0]!.account).toBe(FAMOUS_OWNER.id);

      const progressUrl = `/api/tour-maker/routes/${gor.id}/generate-narrations/progress?language=fr`;
      const deadline = Date.now() + 540_000;
      for (;;) {
        const progress = batchProgressSchema.parse(
          (await t.app.inject({ method: 'GET', url: progressUrl })).json().data,
        );
        if (progress.completed) break;
        expect(progress.failed, progress.error ?? '').toBe(false);
        if (Date.now() > deadline) throw new Error('the French stories were not made in time');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      await pastPageCache();
      const french = await read(t, '?language=fr');
      expect(french.stops.map((stop) => [stop.narration?.language, Boolean(stop.narration?.audioUrl)])).toEqual(
        Array.from({ length: STOPS }, () => ['fr', true]),
      );
      // The English stories stay at their stops for English listeners, on the page and in the player.
      expect((await read(t)).stops.map((stop) => stop.narration!.id)).toEqual(english);
      const player = await t.app.inject({ method: 'GET', url: `/api/tour-maker/routes/${gor.id}?language=fr` });
      const route = routeWithNarrationsSchema.parse(player.json().data);
      expect(route.narrations.map((narration) => narration.language)).toEqual(
        Array.from({ length: STOPS }, () => 'fr'),
      );
      const playerEn = await t.app.inject({ method: 'GET', url: `/api/tour-maker/routes/${gor.id}` });
      expect(routeWithNarrationsSchema.parse(playerEn.json().data).narrations.map((n) => n.id)).toEqual(english);

      // The second French listener hears the same stories: nothing new is made or queued.
      const count = (await t.db.selectFrom('narrations').select('id').execute()).length;
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/tour-maker/routes/${gor.id}/generate-narrations`,
        payload: { language: 'fr' },
      });
      expect(batchProgressSchema.parse(again.json().data)).toMatchObject({ completed: true, current: STOPS });
      expect((await read(t, '?language=fr')).stops.map((stop) => stop.narration!.id)).toEqual(
        french.stops.map((stop) => stop.narration!.id),
      );
      expect(await t.db.selectFrom('narrations').select('id').execute()).toHaveLength(count);
    });

    it('answers 400 for a language it does not speak', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/tours/share/${gor.shareCode}?language=xx` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/language must be one of/u);
    });
  },
);
