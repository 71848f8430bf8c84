import decode from 'audio-decode';
import { afterAll, describe, expect, it } from 'vitest';
import { flacDeclaredSeconds, pieceBytes } from './flac-info';
import { closeRecordingPool, decodeOffThread } from './recording-pool';

const BLOCK = 65_535;
const RATE = 48_000;
const CHANNELS = 8;

function crc8(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** A frame number as FLAC writes it (UTF-8's coding, up to 16 bits here). */
const codedNumber = (n: number) =>
  n < 0x80
    ? [n]
    : n < 0x800
      ? [0xc0 | (n >> 6), 0x80 | (n & 0x3f)]
      : [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)];

/**
 * A FLAC file of silence packed as tightly as the format allows: frames of 65,535 samples on 8 channels
 * at 48 kHz, each channel one constant (3 bytes), so some 35 bytes hold 2.7 s of 8-channel sound.
 */
function silentFlac(frames: number, declareLength: boolean): Uint8Array {
  const total = declareLength ? BLOCK * frames : 0;
  const info = [
    BLOCK >> 8,
    BLOCK & 0xff,
    BLOCK >> 8,
    BLOCK & 0xff, // min and max block size
    0,
    0,
    0,
    0,
    0,
    0, // min and max frame size: unknown
    RATE >> 12,
    (RATE >> 4) & 0xff,
    ((RATE & 0xf) << 4) | ((CHANNELS - 1) << 1), // rate, channels, 16 bits
    (15 << 4) | (Math.floor(total / 2 ** 32) & 0xf),
    (total >>> 24) & 0xff,
    (total >>> 16) & 0xff,
    (total >>> 8) & 0xff,
    total & 0xff,
    ...new Array<number>(16).fill(0), // no MD5
  ];
  const bytes = [0x66, 0x4c, 0x61, 0x43, 0x80, 0, 0, info.length, ...info];
  for (let frame = 0; frame < frames; frame++) {
    // Sync, fixed blocks; a 16-bit block size at the header's end, 48 kHz; 8 channels of 16 bits.
    const head = [0xff, 0xf8, 0x7a, 0x78, ...codedNumber(frame), (BLOCK - 1) >> 8, (BLOCK - 1) & 0xff];
    const body = [...head, crc8(head), ...new Array<number>(CHANNELS * 3).fill(0)];
    const crc = crc16(body);
    bytes.push(...body, crc >> 8, crc & 0xff);
  }
  return Uint8Array.from(bytes);
}

afterAll(() => closeRecordingPool());

const samplesOf = ({ channelData }: { channelData: Float32Array[] }) =>
  channelData.reduce((sum, channel) => sum + channel.length, 0);

describe('FLAC recordings', () => {
  it('decode as written (the test file is real FLAC)', async () => {
    const decoder = await decode.flac();
    const decoded = await decoder(silentFlac(3, true));
    expect(decoded.sampleRate).toBe(RATE);
    expect(decoded.channelData).toHaveLength(CHANNELS);
    expect(decoded.channelData[0]).toHaveLength(3 * BLOCK);
    decoder.free();
  });

  it('are refused as too long from the length they declare, before decoding', async () => {
    // The header of 82 s of sound, then bytes no decoder could read: the answer comes from the header alone.
    const header = silentFlac(60, true).subarray(0, 42);
    const file = Uint8Array.from([...header, ...new Array<number>(2000).fill(0x5a)]);
    expect(flacDeclaredSeconds(file)).toBeCloseTo((60 * BLOCK) / RATE, 6);
    expect(await decodeOffThread({ audio: file, format: 'flac', maxSeconds: 60, sampleRate: 16_000 })).toEqual({
      ok: false,
      problem: 'too_long',
    });
  });

  it('are decoded in pieces small enough that one piece of the densest FLAC is at most 32 MB of samples', async () => {
    // An hour of 8-channel silence in about 100 KB, its length left unknown.
    const file = silentFlac(1320, false);
    expect(flacDeclaredSeconds(file)).toBeNull();
    const decoder = await decode.flac();
    const first = await decoder(file.subarray(0, pieceBytes('flac')));
    expect(samplesOf(first) * Float32Array.BYTES_PER_ELEMENT).toBeLessThanOrEqual(32 * 1024 * 1024);
    decoder.free();
    expect(await decodeOffThread({ audio: file, format: 'flac', maxSeconds: 60, sampleRate: 16_000 })).toEqual({
      ok: false,
      problem: 'too_long',
    });
  });
});
