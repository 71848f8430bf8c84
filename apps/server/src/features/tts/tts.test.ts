import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3DurationSeconds } from '../../providers/tts/offline/mp3-duration';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/tts/test', () => {
  it('speaks the sample in the chosen voice and serves it as MP3', async () => {
    const payload = {
      text: 'Your narrations will sound like this voice.',
      provider: 'cloud',
      voice: 'adam',
      speed: 1,
      volume: 0.8,
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/tts/test', payload });
    expect(response.statusCode).toBe(200);
    const { audioUrl, provider } = response.json().data;
    expect(provider).toBe('espeak-ng');
    const audio = await t.app.inject({ url: audioUrl });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const seconds = mp3DurationSeconds(audio.rawPayload);
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(8);
    const again = await t.app.inject({ method: 'POST', url: '/api/tts/test', payload });
    expect(again.json().data.audioUrl).toBe(audioUrl);
    const other = await t.app.inject({ method: 'POST', url: '/api/tts/test', payload: { ...payload, voice: 'emily' } });
    expect(other.json().data.audioUrl).not.toBe(audioUrl);
  });

  it('refuses empty text, long text and bad speed with 400', async () => {
    for (const [payload, message] of [
      [{ text: ' ', voice: 'rachel' }, 'text is required'],
      [{ text: 'x'.repeat(501), voice: 'rachel' }, 'at most 500 characters'],
      [{ text: 'hello', voice: 'rachel', speed: 9 }, 'speed must be between 0.5 and 2'],
      [{ text: 'hello' }, 'voice'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/tts/test', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
  });
});
