import decode from 'audio-decode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchProgressSchema, type BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { narrationSchema } from '@roamcast/shared/schemas/narration';
import { routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';
import { readEventStream, ROME_STOPS } from '../../../../test/tour-fixtures';
import { narrationBatchJob, narrationBatchKey } from './narration-batch-job';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const ROUTES = '/api/tour-maker/routes';

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data: unknown; error: string | null } };
}

async function createTour(token: string, fields: object) {
  const { status, json } = await api('POST', ROUTES, token, { name: 'Rome in ten stops', ...fields });
  expect(status).toBe(201);
  return (json.data as { id: string }).id;
}

async function tour(id: string, token: string) {
  return routeWithNarrationsSchema.parse((await api('GET', `${ROUTES}/${id}`, token)).json.data);
}

/** Polls progress like the web's fallback does, until the batch has finished. */
async function pollUntilFinished(id: string, token: string, seen: BatchProgress[]): Promise<BatchProgress> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const progress = batchProgressSchema.parse(
      (await api('GET', `${ROUTES}/${id}/generate-narrations/progress`, token)).json.data,
    );
    seen.push(progress);
    if (progress.completed || progress.failed) return progress;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the batch did not finish in 3 minutes');
}

/** The stored MP3 behind a narration's audioUrl, decoded: its length in seconds. */
async function decodedSeconds(audioUrl: string): Promise<number> {
  const response = await fetch(`${base}${audioUrl}`);
  expect(response.status).toBe(200);
  expect(response.url).toMatch(/\/media\/audio\/[0-9a-f-]+\.mp3$/);
  const { channelData, sampleRate } = await decode(new Uint8Array(await response.arrayBuffer()));
  return channelData[0]!.length / sampleRate;
}

// Real speech for every stop: about 1.3 s per 1-minute stop on a quiet machine, several times that on a busy one.
describe(`narration batch (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, { timeout: 240_000 }, () => {
  it('narrates a 10-stop tour: progress through every stop name, pushed and polled, each stop playable', async () => {
    const { token, userId } = await signUp(t);
    const id = await createTour(token, {
      theme: 'historical_facts',
      narrationDuration: 1,
      pointsOfInterest: ROME_STOPS,
    });

    const started = await api('POST', `${ROUTES}/${id}/generate-narrations`, token, {});
    expect(started.status).toBe(202);
    expect(batchProgressSchema.parse(started.json.data)).toMatchObject({ total: 10, current: 0, completed: false });
    const [events, polled] = await Promise.all([
      readEventStream(`${base}${ROUTES}/${id}/generate-narrations/events`, token),
      (async () => {
        const seen: BatchProgress[] = [];
        await pollUntilFinished(id, token, seen);
        return seen;
      })(),
    ]);

    const pushed = events.map((event) => {
      expect(event.event).toBe('progress');
      return batchProgressSchema.parse(event.data);
    });
    const names = ROME_STOPS.map((stop) => stop.name);
    expect(new Set(pushed.map((p) => p.currentStopName).filter(Boolean))).toEqual(new Set(names));
    expect(new Set(polled.map((p) => p.currentStopName).filter(Boolean))).toEqual(new Set(names));
    // Counts only go up, one finished stop at a time, and the stream ends on completion.
    const counts = pushed.map((p) => p.current);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(new Set(counts)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(pushed.at(-1)).toMatchObject({
      status: 'completed',
      completed: true,
      failed: false,
      current: 10,
      total: 10,
    });
    expect(polled.at(-1)).toEqual(pushed.at(-1));

    const done = await tour(id, token);
    expect(done.narrations).toHaveLength(10);
    expect(done.narrations.map((n) => n.waypointIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const narration of done.narrations) {
      expect(narration).toMatchObject({ userId, theme: 'historical_facts', language: 'en', duration: 1, routeId: id });
      expect(narration.narrationText).toMatch(/Rome|Roma|Vatican/);
      const seconds = await decodedSeconds(narration.audioUrl!);
      // About 150 spoken words a minute: each 1-minute story lasts roughly a minute, as stored.
      expect(seconds).toBeGreaterThan(40);
      expect(seconds).toBeLessThan(90);
      expect(Math.abs(seconds - narration.audioDurationSeconds!)).toBeLessThan(0.5);
    }
    const job = await t.db.selectFrom('jobs').selectAll().where('dedupeKey', '=', narrationBatchKey(id)).execute();
    expect(job).toHaveLength(1);
    expect(job[0]).toMatchObject({ status: 'completed', attempts: 1, error: null });
  });

  it('regenerates with fresh stories in the language asked for, replacing each stop’s narration', async () => {
    const { token } = await signUp(t);
    const stops = ROME_STOPS.slice(0, 2);
    const id = await createTour(token, { theme: 'coffee_cafes', pointsOfInterest: stops });
    await api('POST', `${ROUTES}/${id}/generate-narrations`, token, {});
    await pollUntilFinished(id, token, []);
    const first = await tour(id, token);

    await api('POST', `${ROUTES}/${id}/generate-narrations`, token, { language: 'it' });
    expect((await pollUntilFinished(id, token, [])).completed).toBe(true);
    const second = await tour(id, token);
    expect(second.narrations.map((n) => [n.waypointIndex, n.language, n.theme])).toEqual([
      [0, 'it', 'food_culture'],
      [1, 'it', 'food_culture'],
    ]);
    const firstIds = first.narrations.map((n) => n.id);
    expect(second.narrations.some((n) => firstIds.includes(n.id))).toBe(false);
    // The old stories are unplaced, not lost: still their owner's, with their audio.
    for (const old of first.narrations) {
      const read = await api('GET', `/api/narrations/${old.id}`, token);
      expect(narrationSchema.parse(read.json.data)).toMatchObject({ routeId: null, waypointIndex: null });
      expect(await decodedSeconds(old.audioUrl!)).toBeGreaterThan(40);
    }

    // Once more in the tour's language (now Italian): new stories again, never the cache's copy.
    await api('POST', `${ROUTES}/${id}/generate-narrations`, token, {});
    await pollUntilFinished(id, token, []);
    const third = await tour(id, token);
    expect(third.narrations.map((n) => n.language)).toEqual(['it', 'it']);
    const texts = new Set(second.narrations.map((n) => n.narrationText));
    expect(third.narrations.filter((n) => texts.has(n.narrationText)).length).toBeLessThan(2);
    expect(third.narrations.every((n) => !second.narrations.some((s) => s.id === n.id))).toBe(true);
  });

  it('finishes a stop whose audio was stored before an interruption, and remakes one whose audio was not', async () => {
    const { token, userId } = await signUp(t);
    const id = await createTour(token, { pointsOfInterest: ROME_STOPS.slice(0, 3) });
    // A finished narration the interrupted attempt had not placed yet (stop 0) ...
    const made = await api('POST', '/api/narration/generate', token, {
      theme: 'fun_facts',
      location: { lat: ROME_STOPS[0]!.latitude, lng: ROME_STOPS[0]!.longitude },
    });
    const finished = (made.json.data as { id: string }).id;
    await t.drainNarrations();
    // ... and one whose process died while speaking it (stop 1): a row whose audio never got stored.
    const halfMade = crypto.randomUUID();
    await t.db
      .insertInto('narrations')
      .values({
        id: halfMade,
        userId,
        theme: 'fun_facts',
        language: 'en',
        duration: 1,
        title: 'Roman Forum',
        location: JSON.stringify({ lat: 41.8925, lng: 12.4853 }),
        narrationText: 'Half a story.',
        audioUrl: `/api/narrations/${halfMade}/audio`,
        audioDurationSeconds: null,
        photoUrls: '[]',
        heroImageUrl: null,
        photoCount: 0,
        cost: '{}',
        placesInfo: '[]',
        cacheKey: null,
        routeId: null,
        waypointIndex: null,
        createdAt: new Date().toISOString(),
      })
      .execute();

    const resume = (pending: { index: number; narrationId: string }, done: number[]) =>
      t.jobs.enqueue(
        narrationBatchJob,
        { routeId: id, userId, language: 'en' },
        { dedupeKey: narrationBatchKey(id), progress: { total: 3, currentStopName: null, done, pending } },
      );
    await resume({ index: 0, narrationId: finished }, []);
    await pollUntilFinished(id, token, []);
    const afterFirst = await tour(id, token);
    expect(afterFirst.narrations.map((n) => [n.waypointIndex, n.id === finished])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);

    const stopOne = afterFirst.narrations[1]!.id;
    await resume({ index: 1, narrationId: halfMade }, [0, 2]);
    await pollUntilFinished(id, token, []);
    const afterSecond = await tour(id, token);
    expect(
      await t.db.selectFrom('narrations').select('id').where('id', '=', halfMade).executeTakeFirst(),
    ).toBeUndefined();
    expect(afterSecond.narrations).toHaveLength(3);
    expect(afterSecond.narrations[0]!.id).toBe(finished);
    expect(afterSecond.narrations[1]!.id).not.toBe(stopOne);
    expect(afterSecond.narrations[2]!.id).toBe(afterFirst.narrations[2]!.id);
    expect(await decodedSeconds(afterSecond.narrations[1]!.audioUrl!)).toBeGreaterThan(40);
  });

  it('fails with the stop and the reason when a stop has no place to tell about, keeping the stops made', async () => {
    const { token } = await signUp(t);
    const id = await createTour(token, {
      pointsOfInterest: [ROME_STOPS[0], { name: 'Mid-Pacific', latitude: -30, longitude: -140 }],
    });
    await api('POST', `${ROUTES}/${id}/generate-narrations`, token, {});
    const [event] = (await readEventStream(`${base}${ROUTES}/${id}/generate-narrations/events`, token)).slice(-1);
    const failed = batchProgressSchema.parse(event!.data);
    expect(failed).toMatchObject({ status: 'failed', failed: true, completed: false, current: 1, total: 2 });
    expect(failed.error).toBe(
      'Stop 2 (Mid-Pacific): There is no named place within 300 km of this position to tell a story about',
    );
    expect(await pollUntilFinished(id, token, [])).toEqual(failed);
    const kept = await tour(id, token);
    expect(kept.narrations.map((n) => n.waypointIndex)).toEqual([0]);
    // A place that does not exist fails the same way every time: no retries were spent on it.
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', failed.jobId!).executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
  });

  it('stops with a clear error when the tour is deleted mid-batch, keeping the stories made as the owner’s', async () => {
    const { token, userId } = await signUp(t);
    const id = await createTour(token, { pointsOfInterest: ROME_STOPS.slice(0, 4) });
    const started = batchProgressSchema.parse(
      (await api('POST', `${ROUTES}/${id}/generate-narrations`, token, {})).json.data,
    );
    let progress: BatchProgress;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      progress = batchProgressSchema.parse(
        (await api('GET', `${ROUTES}/${id}/generate-narrations/progress`, token)).json.data,
      );
    } while (progress.current < 1);
    expect((await api('DELETE', `${ROUTES}/${id}`, token)).status).toBe(200);
    const deadline = Date.now() + 60_000;
    let job;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await t.db.selectFrom('jobs').selectAll().where('id', '=', started.jobId!).executeTakeFirstOrThrow();
    } while (job.status !== 'failed' && Date.now() < deadline);
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'The tour was deleted before its narrations were made',
    });
    await t.drainNarrations();
    const mine = await t.db.selectFrom('narrations').selectAll().where('userId', '=', userId).execute();
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.every((n) => n.routeId === null && n.audioDurationSeconds !== null)).toBe(true);
  });
});
