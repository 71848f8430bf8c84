import { get as httpGet, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchProgressSchema } from '@roamcast/shared/schemas/tour-jobs';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';
import { ROME_STOPS } from '../../../../test/tour-fixtures';

let t: TestApp;
beforeAll(async () => {
  // No runner in this file: requests are checked, and nothing they refuse may leave a job behind.
  t = await createTestApp({ jobWorker: false });
});
afterAll(() => t.close());

const ROUTES = '/api/tour-maker/routes';
const batch = (id: string) => `${ROUTES}/${id}/generate-narrations`;

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createTour(token: string, stops = ROME_STOPS.slice(0, 2)) {
  const response = await call('POST', ROUTES, token, { name: 'Rome walk', pointsOfInterest: stops });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

const jobCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`narration batch routes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('starts a batch, answers at once with its progress, and joins it when started again', async () => {
    const { token, userId } = await signUp(t);
    const id = await createTour(token);
    const idle = await call('GET', `${batch(id)}/progress`, token);
    expect(idle.statusCode).toBe(200);
    expect(batchProgressSchema.parse(idle.json().data)).toEqual({
      jobId: null,
      status: 'idle',
      current: 0,
      total: 2,
      currentStopName: null,
      completed: false,
      failed: false,
      error: null,
    });

    const started = await call('POST', batch(id), token, {});
    expect(started.statusCode, started.body).toBe(202);
    const progress = batchProgressSchema.parse(started.json().data);
    expect(progress).toMatchObject({ status: 'queued', current: 0, total: 2, completed: false, failed: false });
    expect(progress.jobId).toEqual(expect.any(String));

    const joined = await call('POST', batch(id), token, { userId, language: 'fr' });
    expect(joined.statusCode).toBe(202);
    expect(joined.json().data.jobId).toBe(progress.jobId);
    const read = await call('GET', `${batch(id)}/progress`, token);
    expect(read.json().data).toEqual(progress);
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', progress.jobId!).executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload)).toEqual({ routeId: id, userId, language: 'en' });
  });

  it('speaks the language asked for, else the language the tour already speaks', async () => {
    const { token, userId } = await signUp(t);
    const asked = await createTour(token);
    const askedJob = (await call('POST', batch(asked), token, { language: 'ja' })).json().data.jobId as string;
    const spoken = await createTour(token);
    await t.db
      .insertInto('narrations')
      .values({
        id: crypto.randomUUID(),
        userId,
        theme: 'fun_facts',
        language: 'it',
        duration: 1,
        title: 'Colosseo',
        location: JSON.stringify({ lat: 41.89, lng: 12.49 }),
        narrationText: 'Il Colosseo.',
        audioUrl: null,
        audioDurationSeconds: null,
        photoUrls: '[]',
        heroImageUrl: null,
        photoCount: 0,
        cost: '{}',
        placesInfo: '[]',
        cacheKey: null,
        routeId: spoken,
        waypointIndex: 0,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const spokenJob = (await call('POST', batch(spoken), token, {})).json().data.jobId as string;
    const payloads = await t.db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('id', 'in', [askedJob, spokenJob])
      .execute();
    const languageOf = (jobId: string) => JSON.parse(payloads.find((row) => row.id === jobId)!.payload).language;
    expect(languageOf(askedJob)).toBe('ja');
    expect(languageOf(spokenJob)).toBe('it');
  });

  it('lets only the owner start, read or follow a batch, and changes nothing for anyone else', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await createTour(owner.token);
    const before = await jobCount();
    for (const [method, url] of [
      ['POST', batch(id)],
      ['GET', `${batch(id)}/progress`],
      ['GET', `${batch(id)}/events`],
    ] as const) {
      const theirs = await call(method, url, other.token, method === 'POST' ? {} : undefined);
      expect(theirs.statusCode, url).toBe(403);
      expect(theirs.json()).toEqual({
        success: false,
        data: null,
        error: 'This tour belongs to another account',
        code: 'forbidden',
      });
      const visitor = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error).toBe('Not authenticated');
      const missing = await call(
        method,
        url.replace(id, crypto.randomUUID()),
        owner.token,
        method === 'POST' ? {} : undefined,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Tour not found');
    }
    const forSomeoneElse = await call('POST', batch(id), owner.token, { userId: other.userId });
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(forSomeoneElse.json().error).toBe('You can only generate narrations for your own tours');
    expect(await jobCount()).toBe(before);
    expect((await call('GET', `${batch(id)}/progress`, owner.token)).json().data.status).toBe('idle');
  });

  it('refuses bad bodies and tours without stops with 400 and a message, and starts nothing', async () => {
    const { token } = await signUp(t);
    const id = await createTour(token);
    const before = await jobCount();
    const cases: [unknown, string][] = [
      [
        { language: 'xx' },
        'Invalid narration batch request: language: language must be one of en, es, fr, de, it, pt, ja, zh, ko, ar',
      ],
      [{ force: true }, 'Invalid narration batch request: Unknown field: force'],
      [[1, 2], 'Invalid narration batch request: Invalid input: expected object, received array'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', batch(id), token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const badId = await call('GET', `${ROUTES}/not-a-tour/generate-narrations/progress`, token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe('Invalid tour id: id: must be a valid id');

    const empty = await call('POST', ROUTES, token, { name: 'Nothing yet' });
    const emptyId = empty.json().data.id as string;
    const noStops = await call('POST', batch(emptyId), token, {});
    expect(noStops.statusCode).toBe(400);
    expect(noStops.json()).toMatchObject({
      error: 'This tour has no stops to narrate yet. Add stops in the editor, then try again.',
      code: 'no_stops',
    });
    expect(await jobCount()).toBe(before);
  });

  it('ends the event stream of a tour that never had a batch after one idle event', async () => {
    const { token } = await signUp(t);
    const id = await createTour(token);
    const response = await call('GET', `${batch(id)}/events`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.body).toMatch(/^event: progress\ndata: \{.*"status":"idle".*\}\n\n$/);
  });

  it('ends a follower’s stream when the client goes, and every open stream when the server closes', async () => {
    const own = await createTestApp({ jobWorker: false });
    let closed = false;
    try {
      const base = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await signUp(own);
      const created = await own.app.inject({
        method: 'POST',
        url: ROUTES,
        headers: bearer(token),
        payload: { name: 'Rome walk', pointsOfInterest: ROME_STOPS.slice(0, 2) },
      });
      const id = created.json().data.id as string;
      await own.app.inject({ method: 'POST', url: batch(id), headers: bearer(token), payload: {} });
      const connections = () =>
        new Promise<number>((resolve, reject) =>
          own.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
      const open = async () => {
        const controller = new AbortController();
        const response = await fetch(`${base}${batch(id)}/events`, {
          headers: bearer(token),
          signal: controller.signal,
        });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        const first = await reader.read();
        expect(first.value).toMatch(/^event: progress\ndata: .*"status":"queued"/);
        return { controller, reader };
      };

      // The queued batch never finishes here (no runner): only the client going away ends its stream.
      const leaving = await new Promise<ClientRequest>((resolve) => {
        const request = httpGet(`${base}${batch(id)}/events`, { headers: bearer(token), agent: false }, (response) => {
          expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
          response.once('data', () => resolve(request));
        });
      });
      expect(await connections()).toBe(1);
      leaving.destroy();
      const deadline = Date.now() + 5000;
      while ((await connections()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await connections()).toBe(0);

      const staying = await open();
      const ended = staying.reader.read();
      await own.close();
      closed = true;
      expect(await ended).toEqual({ done: true, value: undefined });
    } finally {
      if (!closed) await own.close();
    }
  });
});
