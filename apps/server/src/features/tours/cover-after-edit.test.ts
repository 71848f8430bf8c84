import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchema, type Route } from '@roamcast/shared/schemas/tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STOPS = [
  { id: 'stop-square', name: 'Praça do Comércio', latitude: 38.7075, longitude: -9.1364 },
  { id: 'stop-cathedral', name: 'Lisbon Cathedral', latitude: 38.7098, longitude: -9.1332 },
  { id: 'stop-castle', name: 'Castle of São Jorge', latitude: 38.7139, longitude: -9.1334 },
];

async function read(token: string, id: string): Promise<Route> {
  const response = await t.app.inject({ method: 'GET', url: `/api/tour-maker/routes/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return routeSchema.parse(response.json().data);
}

async function patch(token: string, id: string, payload: object): Promise<Route> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/tour-maker/routes/${id}`,
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return routeSchema.parse(response.json().data);
}

async function bytes(url: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** A saved tour with its first cover, drawn in the background by the offline artist. */
async function tourWithCover(token: string): Promise<Route> {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/tour-maker/routes',
    headers: bearer(token),
    payload: { name: 'Old Lisbon', theme: 'historical_facts', pointsOfInterest: STOPS },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  let tour = routeSchema.parse(saved.json().data);
  for (let tries = 0; tries < 300 && !tour.thumbnailUrl; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    tour = await read(token, tour.id);
  }
  expect(tour.aiImageUrl).toMatch(/^\/media\/covers\/.+\.jpg$/);
  return tour;
}

describe('a tour’s cover after its owner edits it (issue 24)', () => {
  it('is drawn again, at a new address, when the name and the stops change', async () => {
    const { token } = await signUp(t);
    const before = await tourWithCover(token);
    const [oldCover, oldThumbnail] = await Promise.all([bytes(before.aiImageUrl!), bytes(before.thumbnailUrl!)]);
    expect(before.aiImagePrompt).toContain('3 stops for "Old Lisbon"');

    // Rename and remove the cathedral: the Save Changes answer already carries the new cover.
    const edited = await patch(token, before.id, {
      name: 'Castle and River',
      pointsOfInterest: [STOPS[2], STOPS[0]],
    });
    expect(edited.aiImageUrl).toMatch(/^\/media\/covers\/.+\.jpg$/);
    expect(edited.aiImageUrl).not.toBe(before.aiImageUrl);
    expect(edited.thumbnailUrl).not.toBe(before.thumbnailUrl);
    expect(edited.aiImagePrompt).toContain('2 stops for "Castle and River"');
    const [newCover, newThumbnail] = await Promise.all([bytes(edited.aiImageUrl!), bytes(edited.thumbnailUrl!)]);
    expect(newCover.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(newCover.equals(oldCover)).toBe(false);
    expect(newThumbnail.equals(oldThumbnail)).toBe(false);

    // Every reader gets the new address: the owner's tour and the shared page.
    const again = await read(token, before.id);
    expect(again.aiImageUrl).toBe(edited.aiImageUrl);
    expect(again.thumbnailUrl).toBe(edited.thumbnailUrl);
    const shared = await t.app.inject({ method: 'POST', url: `/api/tours/${before.id}/share`, headers: bearer(token) });
    const { shareCode } = shared.json().data as { shareCode: string };
    const page = await t.app.inject({ method: 'GET', url: `/api/tours/share/${shareCode}` });
    const { coverUrl, coverThumbnailUrl } = page.json().data as { coverUrl: string; coverThumbnailUrl: string };
    expect(coverUrl).toBe(edited.aiImageUrl);
    expect(coverThumbnailUrl).toBe(edited.thumbnailUrl);
  });

  it('is drawn again when only the order of the stops changes (the map’s route does)', async () => {
    const { token } = await signUp(t);
    const before = await tourWithCover(token);
    const edited = await patch(token, before.id, { pointsOfInterest: [STOPS[2], STOPS[1], STOPS[0]] });
    expect(edited.aiImageUrl).not.toBe(before.aiImageUrl);
    expect((await bytes(edited.aiImageUrl!)).equals(await bytes(before.aiImageUrl!))).toBe(false);
  });

  it('stays as it is when the edit changes nothing the cover shows, and an uploaded photo is kept', async () => {
    const { token } = await signUp(t);
    const before = await tourWithCover(token);
    const unshown = await patch(token, before.id, { isPublic: 1 });
    expect(unshown.aiImageUrl).toBe(before.aiImageUrl);
    expect(unshown.thumbnailUrl).toBe(before.thumbnailUrl);

    // The owner's own photo is the cover: a rename leaves it (and draws nothing behind it).
    const photo = await bytes(before.thumbnailUrl!);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/tour-maker/routes/${before.id}/upload-image`,
      headers: bearer(token),
      payload: { imageData: `data:image/jpeg;base64,${photo.toString('base64')}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withPhoto = await read(token, before.id);
    const renamed = await patch(token, before.id, { name: 'My own picture' });
    expect(renamed.customImageUrl).toBe(withPhoto.customImageUrl);
    expect(renamed.thumbnailUrl).toBe(withPhoto.thumbnailUrl);
    expect(renamed.aiImageUrl).toBe(withPhoto.aiImageUrl);
  });
});

describe('a new tour’s first cover', () => {
  it('shows the tour as edited while it was being drawn', async () => {
    const { token } = await signUp(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(token),
      payload: { name: 'First name', theme: 'historical_facts', pointsOfInterest: STOPS },
    });
    const { id } = routeSchema.parse(saved.json().data);
    // Renamed at once, as the layout seed and a quick owner do, before the background cover is stored.
    await patch(token, id, { name: 'Second name', pointsOfInterest: [STOPS[0], STOPS[1]] });
    let tour = await read(token, id);
    for (let tries = 0; tries < 300 && !tour.thumbnailUrl; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      tour = await read(token, id);
    }
    expect(tour.aiImagePrompt).toContain('2 stops for "Second name"');
  });
});
