import { describe, expect, it } from 'vitest';
import { RecordingError } from '../speech-recognizer';
import { readRecording, TOO_SHORT_MESSAGE } from './read-recording';
import { downmix, resample } from './resample';
import { sniffAudioFormat } from './sniff-format';
import { encodeWav } from './wav';

const tone = (hz: number, seconds: number, rate: number) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));
const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);

/** A stereo 16-bit WAV, as a desktop recorder might send. */
function stereoWav(left: Float32Array, right: Float32Array, rate: number): Buffer {
  const mono = encodeWav(left, rate);
  const wav = Buffer.alloc(44 + left.length * 4);
  mono.copy(wav, 0, 0, 44);
  wav.writeUInt32LE(36 + left.length * 4, 4);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(rate * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt32LE(left.length * 4, 40);
  for (let i = 0; i < left.length; i++) {
    wav.writeInt16LE(Math.round(left[i]! * 32767), 44 + i * 4);
    wav.writeInt16LE(Math.round(right[i]! * 32767), 46 + i * 4);
  }
  return wav;
}

async function problemOf(audio: Buffer) {
  const error = await readRecording(audio).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RecordingError);
  return { problem: (error as RecordingError).problem, message: (error as RecordingError).message };
}

describe('reading a recording', () => {
  it('turns 48 kHz stereo into 16 kHz mono of the same length', async () => {
    const wav = stereoWav(tone(440, 1.5, 48_000), new Float32Array(72_000), 48_000);
    const recording = await readRecording(wav);
    expect(recording.format).toBe('wav');
    expect(recording.durationSeconds).toBeCloseTo(1.5, 3);
    expect(recording.samples.length).toBe(24_000);
    // Left is the tone, right is silent: the average is half the tone.
    expect(rms(recording.samples.subarray(1000, 23_000))).toBeCloseTo(0.5 / Math.SQRT2 / 2, 2);
  });

  it('decodes a recording once however often it is read', async () => {
    const wav = encodeWav(tone(300, 1, 16_000), 16_000);
    const first = readRecording(wav);
    expect(readRecording(wav)).toBe(first);
    expect((await first).samples.length).toBe(16_000);
  });

  it('refuses recordings under 1000 bytes or 500 ms with the SPEC message', async () => {
    expect(await problemOf(Buffer.alloc(999, 1))).toEqual({ problem: 'too_short', message: TOO_SHORT_MESSAGE });
    // 0.4 s of 16 kHz audio is 12.8 kB: big enough, but too short to be a command.
    const short = encodeWav(tone(300, 0.4, 16_000), 16_000);
    expect(short.length).toBeGreaterThan(1000);
    expect(await problemOf(short)).toEqual({
      problem: 'too_short',
      message: 'Recording too short. Please hold the button longer and speak clearly.',
    });
    expect((await readRecording(encodeWav(tone(300, 0.5, 16_000), 16_000))).durationSeconds).toBe(0.5);
  });

  it('refuses recordings over a minute', async () => {
    const { problem, message } = await problemOf(encodeWav(new Float32Array(61 * 8000), 8000));
    expect(problem).toBe('too_long');
    expect(message).toContain('under 60 seconds');
  });

  it('says what is wrong with bytes that are not audio', async () => {
    const text = Buffer.from('this is a text file, not a recording '.repeat(50));
    expect(sniffAudioFormat(text)).toBeNull();
    expect(await problemOf(text)).toEqual({
      problem: 'undecodable',
      message: 'The recording is not in an audio format we can read. Please record again (webm, ogg, mp3, wav or mp4).',
    });
    const damaged = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 7)]);
    expect(sniffAudioFormat(damaged)).toBe('webm');
    expect(await problemOf(damaged)).toEqual({
      problem: 'undecodable',
      message: 'The webm recording is damaged or empty. Please record again.',
    });
  });
});

describe('resampling', () => {
  it('keeps the speech band and removes what 16 kHz cannot hold', () => {
    for (const rate of [22_050, 44_100, 48_000]) {
      expect(rms(resample(tone(1000, 1, rate), rate, 16_000).subarray(500, 15_500))).toBeCloseTo(0.354, 2);
      expect(rms(resample(tone(6000, 1, rate), rate, 16_000).subarray(500, 15_500))).toBeCloseTo(0.354, 1);
      // 10 kHz would fold back to 6 kHz if it were not filtered out first.
      expect(rms(resample(tone(10_000, 1, rate), rate, 16_000).subarray(500, 15_500))).toBeLessThan(0.005);
    }
  });

  it('averages channels', () => {
    expect([...downmix([Float32Array.of(1, 0.5), Float32Array.of(0, 0.5)])]).toEqual([0.5, 0.5]);
  });
});
