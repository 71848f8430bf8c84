import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav';

describe('encodeWav', () => {
  const samples = new Float32Array([0, 0.5, -0.5, 1, -1, 2]);
  const wav = encodeWav(samples, 16_000);

  it('writes a RIFF/WAVE header whose chunk sizes match the samples', () => {
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    // Players that trust the header (Chromium's fake microphone) hear silence when this is 0.
    expect(wav.readUInt32LE(40)).toBe(samples.length * 2);
  });

  it('stores 16-bit mono samples at the given rate, clamped to full scale', () => {
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt16LE(34)).toBe(16);
    const stored = Array.from({ length: samples.length }, (_, index) => wav.readInt16LE(44 + index * 2));
    expect(stored).toEqual([0, 16384, -16383, 32767, -32767, 32767]);
  });
});
