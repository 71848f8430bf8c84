import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.drainNarrations();
  await t.close();
});

async function generate(part?: number) {
  const payload = { theme: 'ghost_stories', location: { lat: 51.5007, lng: -0.1246 }, language: 'en', duration: 1 };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: part === undefined ? payload : { ...payload, part },
  });
  return response;
}

describe('the next part of a fixed-theme channel', () => {
  it('is a new story, while the same part again is served from the cache', async () => {
    const first = (await generate()).json().data;
    const again = (await generate(0)).json().data;
    const next = (await generate(1)).json().data;
    const nextAgain = (await generate(1)).json().data;
    // A cached story is a new row for its listener that shares the text and the audio.
    expect(again.narrationText).toBe(first.narrationText);
    expect(again.audioUrl).toBe(first.audioUrl);
    expect(next.theme).toBe('ghost_stories');
    expect(next.narrationText).not.toBe(first.narrationText);
    expect(next.audioUrl).not.toBe(first.audioUrl);
    expect(nextAgain.audioUrl).toBe(next.audioUrl);
  });

  it('refuses a part that is not a whole number from 0 to 99', async () => {
    for (const part of [-1, 1.5, 100, '2']) {
      const response = await generate(part as number);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('part must be a whole number from 0 to 99');
    }
  });
});
