import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.drainNarrations();
  await t.close();
});

function generate(extra: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: { theme: 'historical_facts', location: { lat: 41.8902, lng: 12.4922 }, language: 'en', ...extra },
  });
}

describe('deep-dive lengths (SPEC §9: short ~500, medium ~1000, long ~2000 words)', () => {
  it.each([
    ['short', 500, 3],
    ['medium', 1000, 7],
  ] as const)(
    'a %s deep dive runs to at most %i words, its duration what was written',
    async (length, words, minutes) => {
      const response = await generate({ length, focus: 'the gladiators' });
      expect(response.statusCode).toBe(200);
      const narration = response.json().data;
      const spoken = countSpokenWords(narration.narrationText, 'en');
      // Never padded: it ends when the knowledge does, and says so about the question it cannot answer.
      expect(spoken).toBeGreaterThan(250);
      expect(spoken).toBeLessThan(words * 1.15);
      expect(narration.narrationText).toMatch(/(notes hold nothing on|no record of) the gladiators/u);
      expect(narration.duration).toBe(Math.max(1, Math.round(spoken / 150)));
      expect(narration.duration).toBeLessThanOrEqual(minutes);
      expect(narration.audioUrl).toBe(`/api/narrations/${narration.id}/audio`);
    },
  );

  it('is a different narration from a timed story at the same place', async () => {
    const timed = (await generate({ duration: 1 })).json().data;
    const deep = (await generate({ length: 'short' })).json().data;
    expect(deep.narrationText).not.toBe(timed.narrationText);
    expect(countSpokenWords(deep.narrationText, 'en')).toBeGreaterThan(countSpokenWords(timed.narrationText, 'en') * 2);
  });

  it('refuses an unknown length with a readable message', async () => {
    const response = await generate({ length: 'epic' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('length must be one of short, medium, long');
  });
});
