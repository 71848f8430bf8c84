import { afterAll, describe, expect, it } from 'vitest';
import { closeRecordingPool, decodeOffThread } from './recording-pool';
import { encodeWav } from './wav';

afterAll(() => closeRecordingPool());

const tone = (seconds: number, rate = 48_000) =>
  Float32Array.from({ length: seconds * rate }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / rate));
const task = (audio: Buffer) => ({
  audio: new Uint8Array(audio),
  format: 'wav' as const,
  maxSeconds: 60,
  sampleRate: 16_000,
});

describe('the recording pool', () => {
  it('decodes on a thread, and stops a decode that outruns its budget', async () => {
    const wav = encodeWav(tone(2), 48_000);
    const decoded = await decodeOffThread(task(wav));
    expect(decoded).toMatchObject({ ok: true, durationSeconds: 2 });
    expect(decoded.ok && decoded.samples.length).toBe(32_000);
    // 50 s of 48 kHz audio cannot be decoded and resampled in a millisecond: the thread is ended.
    expect(await decodeOffThread(task(encodeWav(tone(50), 48_000)), 0.001)).toEqual({
      ok: false,
      problem: 'over_budget',
    });
    // The pool carries on with a fresh thread.
    expect(await decodeOffThread(task(wav))).toMatchObject({ ok: true });
  });

  it('stops decoding once a recording is past its limit, without decoding the rest', async () => {
    expect(await decodeOffThread({ ...task(encodeWav(tone(3), 16_000)), maxSeconds: 1 })).toEqual({
      ok: false,
      problem: 'too_long',
    });
  });
});
