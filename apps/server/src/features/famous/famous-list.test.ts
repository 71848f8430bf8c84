import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { famousTourSchema } from '@roamcast/shared/schemas/tour';
import { routeWithNarrationsSchema } from '@roamcast/shared/schemas/tour-requests';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { readFamousTourFiles } from './famous-tour-file';
import { FAMOUS_OWNER, seedFamousTours } from './seed-famous-tours';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
});
afterAll(() => t.close());

const FAMOUS = '/api/tour-maker/famous';
const files = readFamousTourFiles();
const within15 = (value: number | undefined, real: number) => Math.abs((value ?? 0) - real) / real <= 0.15;

describe(`famous tours (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists the six to a visitor, with their share codes and the fields of a famous tour', async () => {
    const response = await t.app.inject({ method: 'GET', url: FAMOUS });
    expect(response.statusCode).toBe(200);
    const tours = z.array(famousTourSchema).parse(response.json().data);
    expect(tours.map((tour) => tour.shareCode)).toEqual([
      'pacific-coast-highway',
      'historic-route-66',
      'blue-ridge-parkway',
      'great-ocean-road',
      'ring-road-iceland',
      'amalfi-coast',
    ]);
    for (const [index, tour] of tours.entries()) {
      const file = files[index]!;
      expect(tour).toMatchObject({
        id: file.id,
        name: file.name,
        subtitle: file.subtitle,
        description: file.description,
        startPoint: file.startPoint,
        destination: file.destination,
        scenicRating: file.scenicRating,
        stops: file.stops.length,
        tags: file.tags,
        highlights: file.highlights,
      });
      expect(within15(tour.distance, file.distanceMiles), tour.name).toBe(true);
      expect(within15(tour.duration, file.durationMinutes), tour.name).toBe(true);
    }
    expect(tours.find((tour) => tour.shareCode === 'historic-route-66')).toMatchObject({
      distance: 2448,
      startPoint: 'Chicago, Illinois',
      destination: 'Santa Monica, California',
    });
  });

  it('opens a famous tour to a visitor with its stops in driving order and its road to draw', async () => {
    const pch = files[0]!;
    const response = await t.app.inject({ method: 'GET', url: `/api/tour-maker/routes/${pch.id}` });
    expect(response.statusCode).toBe(200);
    const route = routeWithNarrationsSchema.parse(response.json().data);
    expect(route).toMatchObject({
      isFamous: 1,
      shareCode: 'pacific-coast-highway',
      userId: FAMOUS_OWNER.id,
      narrations: [],
    });
    expect(route.pointsOfInterest.map((poi) => poi.name)).toEqual(pch.stops.map((stop) => stop.name));
    expect(route.pointsOfInterest[0]).toMatchObject({ latitude: 37.8199, longitude: -122.4783 });
    expect(route.polyline).toEqual(expect.any(String));
  });

  it('seeds again without duplicates, and keeps ordinary tours out of the list', async () => {
    const { token } = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(token),
      payload: { name: 'My walk' },
    });
    await Promise.all([seedFamousTours(t.db), seedFamousTours(t.db)]);
    await seedFamousTours(t.db);
    const famous = await t.db.selectFrom('routes').select('id').where('isFamous', '=', 1).execute();
    expect(famous).toHaveLength(6);
    const owners = await t.db.selectFrom('users').select('id').where('email', '=', FAMOUS_OWNER.email).execute();
    expect(owners).toEqual([{ id: FAMOUS_OWNER.id }]);
    const listed = (await t.app.inject({ method: 'GET', url: FAMOUS })).json().data as { name: string }[];
    expect(listed.map((tour) => tour.name)).not.toContain('My walk');
  });

  it('draws each famous tour its cover once they are listed, and lists it with it', { timeout: 120_000 }, async () => {
    await t.app.inject({ method: 'GET', url: FAMOUS });
    const deadline = Date.now() + 100_000;
    let covered = 0;
    while (covered < 6 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rows = await t.db.selectFrom('routes').select('aiImageUrl').where('isFamous', '=', 1).execute();
      covered = rows.filter((row) => row.aiImageUrl).length;
    }
    expect(covered).toBe(6);
    const tours = (await t.app.inject({ method: 'GET', url: FAMOUS })).json().data as { aiImageUrl: string | null }[];
    expect(tours.every((tour) => tour.aiImageUrl)).toBe(true);
  });

  it('gives the famous tours an owner nobody can sign in as or sign up over', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email: FAMOUS_OWNER.email, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(401);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: FAMOUS_OWNER.email, password: 'correct horse battery' },
    });
    expect(signup.statusCode).not.toBe(201);
  });
});
