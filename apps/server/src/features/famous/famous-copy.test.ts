import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { readFamousTourFiles } from './famous-tour-file';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
});
afterAll(() => t.close());

const [pch, route66] = readFamousTourFiles();
const copy = (id: string, token?: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tour-maker/routes/${id}/copy`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe(`copying a famous tour (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('gives a signed-in user their own editable tour with the same stops and road', async () => {
    const { token, userId } = await signUp(t);
    const response = await copy(pch!.id, token);
    expect(response.statusCode, response.body).toBe(201);
    const mine = routeSchema.parse(response.json().data);
    expect(mine.id).not.toBe(pch!.id);
    expect(mine).toMatchObject({
      userId,
      name: 'Pacific Coast Highway',
      isFamous: 0,
      shareCode: null,
      clonedFrom: pch!.id,
      distance: pch!.distanceMiles,
      duration: pch!.durationMinutes,
    });
    expect(mine.pointsOfInterest.map((poi) => poi.name)).toEqual(pch!.stops.map((stop) => stop.name));
    // It is theirs to edit; the famous tour itself is not.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/tour-maker/routes/${mine.id}`,
      headers: bearer(token),
      payload: { name: 'My coast' },
    });
    expect(edit.statusCode).toBe(200);
    const famousEdit = await t.app.inject({
      method: 'PATCH',
      url: `/api/tour-maker/routes/${pch!.id}`,
      headers: bearer(token),
      payload: { name: 'Mine now' },
    });
    expect(famousEdit.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/tour-maker/routes', headers: bearer(token) });
    expect(list.json().data.map((route: { id: string }) => route.id)).toEqual([mine.id]);
  });

  it('counts against the tour limit with the limit message', async () => {
    const { token } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await copy(route66!.id, token, { name: `Trip ${i}` })).statusCode).toBe(201);
    const over = await copy(route66!.id, token);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      error: "You've reached your tour limit of 3 tours on the Freemium plan.",
      code: 'tour_limit_reached',
    });
  });

  it('asks visitors to sign in, copies only famous tours, and refuses bad requests', async () => {
    const visitor = await copy(pch!.id);
    expect(visitor.statusCode).toBe(401);
    const { token, userId } = await signUp(t);
    const other = await signUp(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(other.token),
      payload: { name: 'Private walk' },
    });
    const privateTour = await copy(created.json().data.id as string, token);
    expect(privateTour.statusCode).toBe(403);
    expect(privateTour.json().error).toBe('Only famous tours can be copied');
    expect((await copy(crypto.randomUUID(), token)).statusCode).toBe(404);
    expect((await copy('not-a-tour', token)).statusCode).toBe(400);
    const unknown = await copy(pch!.id, token, { force: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Invalid tour copy: Unknown field: force');
    expect((await copy(pch!.id, token, { userId: other.userId })).statusCode).toBe(403);
    expect((await copy(pch!.id, token, { userId })).statusCode).toBe(201);
  });
});
