import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationSchema } from '@roamcast/shared/schemas/narration';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

// Issue 23 item 4: a caller's free-text place name never reaches another caller through the cache.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function narrate(location: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: { theme: 'architecture', location, language: 'en', duration: 1 },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return narrationSchema.parse(response.json().data);
}

describe(`narration cache and private place names (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it("never hands caller A's location.name to caller B at the same spot, signed in or not", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const secret = "Anna's flat, 3rd floor, door code 4411";
    const spot = { lat: 48.8606, lng: 2.3376 };
    const first = await narrate({ ...spot, name: secret }, bearer(a.token));
    expect(first.location.name).toBe(secret);

    const unnamedSignedIn = await narrate(spot, bearer(b.token));
    const unnamedAnonymous = await narrate({ lat: 48.8607, lng: 2.3377 });
    const otherName = await narrate({ ...spot, name: 'The Louvre' }, bearer(b.token));
    for (const later of [unnamedSignedIn, unnamedAnonymous, otherName]) {
      expect(JSON.stringify(later)).not.toContain('4411');
      expect(later.location.name).not.toBe(secret);
      expect(later.audioUrl).not.toBe(first.audioUrl);
    }
    expect(otherName.location.name).toBe('The Louvre');

    // The cache still works: two callers without a name share one story, and so do two with the same words.
    expect(unnamedAnonymous.audioUrl).toBe(unnamedSignedIn.audioUrl);
    const again = await narrate({ ...spot, name: secret }, bearer(b.token));
    expect(again.audioUrl).toBe(first.audioUrl);
    expect(again.id).not.toBe(first.id);
  }, 60_000);
});
