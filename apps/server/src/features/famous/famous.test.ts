import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { famousTourSchema, routeSchema } from '@roamcast/shared/schemas/tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FAMOUS = '/api/tour-maker/famous';

const poi = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });

/** Saves a tour through the API, then marks it as curated the way a seed would. */
async function curatedTour(token: string, body: object, curation: { shareCode: string | null; createdAt: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tour-maker/routes',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const route = routeSchema.parse(response.json().data);
  await t.db
    .updateTable('routes')
    .set({ isFamous: 1, shareCode: curation.shareCode, createdAt: curation.createdAt })
    .where('id', '=', route.id)
    .execute();
  return route;
}

describe(`famous tours (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers an empty list before any tour is curated', async () => {
    const response = await t.app.inject({ method: 'GET', url: FAMOUS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [], error: null });
  });

  it('lists only famous tours, to a visitor, with stop counts and the first 3 highlights', async () => {
    const { token } = await signUp(t);
    const amalfi = await curatedTour(
      token,
      {
        name: 'Amalfi Coast',
        description: 'Cliffside villages above the Tyrrhenian Sea',
        startPoint: 'Positano',
        destination: 'Ravello',
        pointsOfInterest: [
          poi('Positano', 40.628, 14.485),
          poi('Praiano', 40.612, 14.525),
          poi('Amalfi Cathedral', 40.634, 14.603),
          poi('Villa Rufolo', 40.649, 14.612),
        ],
      },
      { shareCode: 'amalfi-coast', createdAt: '2026-01-02T00:00:00.000Z' },
    );
    const pch = await curatedTour(
      token,
      { name: 'Pacific Coast Highway', pointsOfInterest: [poi('Bixby Creek Bridge', 36.371, -121.902)] },
      { shareCode: null, createdAt: '2026-01-01T00:00:00.000Z' },
    );
    // An ordinary tour of the same user stays private.
    await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(token),
      payload: { name: 'My walk' },
    });

    const response = await t.app.inject({ method: 'GET', url: FAMOUS });
    expect(response.statusCode).toBe(200);
    const tours = z.array(famousTourSchema).parse(response.json().data);
    expect(tours.map((tour) => tour.name)).toEqual(['Pacific Coast Highway', 'Amalfi Coast']);
    expect(tours[1]).toEqual({
      id: amalfi.id,
      name: 'Amalfi Coast',
      description: 'Cliffside villages above the Tyrrhenian Sea',
      startPoint: 'Positano',
      destination: 'Ravello',
      scenicRating: 5,
      stops: 4,
      shareCode: 'amalfi-coast',
      aiImageUrl: null,
      customImageUrl: null,
      thumbnailUrl: null,
      tags: [],
      highlights: ['Positano', 'Praiano', 'Amalfi Cathedral'],
      photoUrls: [],
    });
    // A curated tour without a share code is still reachable by its id.
    expect(tours[0]).toMatchObject({ id: pch.id, shareCode: pch.id, stops: 1, highlights: ['Bixby Creek Bridge'] });
    expect(tours[0]).not.toHaveProperty('startPoint');
  });
});
