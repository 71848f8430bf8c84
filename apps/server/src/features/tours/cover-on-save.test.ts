import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a saved tour’s cover', () => {
  it('is drawn in the background for every new tour, with no key configured', async () => {
    const { token } = await signUp(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(token),
      payload: {
        name: 'Harbour walk',
        waypoints: [
          { lat: 37.8087, lng: -122.4098, name: 'Pier 39' },
          { lat: 37.7955, lng: -122.3937, name: 'Ferry Building' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const tour = routeSchema.parse(saved.json().data);
    expect(tour.thumbnailUrl).toBeNull();
    let cover = tour;
    for (let tries = 0; tries < 300 && !cover.thumbnailUrl; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/tour-maker/routes/${tour.id}`,
        headers: bearer(token),
      });
      cover = routeSchema.parse(read.json().data);
    }
    expect(cover.aiImageUrl).toMatch(/^\/media\/covers\/.+\.jpg$/);
    const image = await t.app.inject({ method: 'GET', url: cover.thumbnailUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
