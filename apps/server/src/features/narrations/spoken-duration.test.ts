import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { mp3DurationSeconds } from '../../providers/tts/offline/mp3-duration';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Places the offline knowledge has much to say about, one per language, so the story runs its full length. */
const PLACES: Record<LanguageCode, { name: string; lat: number; lng: number }> = {
  en: { name: 'Tower of London', lat: 51.5081, lng: -0.0759 },
  es: { name: 'Sagrada Família', lat: 41.4036, lng: 2.1744 },
  fr: { name: 'Eiffel Tower', lat: 48.8584, lng: 2.2945 },
  de: { name: 'Cologne Cathedral', lat: 50.9413, lng: 6.9583 },
  it: { name: 'Colosseum', lat: 41.8902, lng: 12.4922 },
  pt: { name: 'Belém Tower', lat: 38.6916, lng: -9.216 },
  ja: { name: 'Kinkaku-ji', lat: 35.0394, lng: 135.7292 },
  zh: { name: 'Forbidden City', lat: 39.9163, lng: 116.3972 },
  ko: { name: 'Gyeongbokgung', lat: 37.5796, lng: 126.977 },
  ar: { name: 'Pyramids of Giza', lat: 29.9792, lng: 31.1342 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function audioFile(audioUrl: string): Promise<Buffer> {
  const response = await t.app.inject({ url: audioUrl });
  if (response.statusCode === 302) return audioFile(response.headers.location as string);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('a 1-minute story lasts about a minute in every language', () => {
  it.each(LANGUAGE_CODES)('%s', async (language) => {
    const place = PLACES[language];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/narration/generate',
      payload: { theme: 'historical_facts', location: { lat: place.lat, lng: place.lng }, language, duration: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const narration = response.json().data;
    const seconds = mp3DurationSeconds(await audioFile(narration.audioUrl));
    if (process.env.SPOKEN_DURATION_LOG)
      appendFileSync(process.env.SPOKEN_DURATION_LOG, `${language} ${place.name} ${seconds.toFixed(1)}\n`);
    expect(seconds).toBeGreaterThanOrEqual(40);
    expect(seconds).toBeLessThanOrEqual(80);
  });
});
