const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/**
 * Duration of an MPEG Layer III stream (what lame writes), counted frame by frame: the length a
 * player reports, encoder padding included. A leading ID3v2 tag (the AI disclosure stored files
 * carry) is skipped; counting stops at the first byte after it that is not a frame.
 */
export function mp3DurationSeconds(mp3: Uint8Array): number {
  let seconds = 0;
  let offset = leadingTagBytes(mp3);
  while (offset + 4 <= mp3.length) {
    const frame = readFrameHeader(mp3, offset);
    if (!frame) break;
    seconds += frame.samples / frame.sampleRate;
    offset += frame.bytes;
  }
  return seconds;
}

function readFrameHeader(mp3: Uint8Array, offset: number) {
  const b1 = mp3[offset + 1]!;
  const b2 = mp3[offset + 2]!;
  if (mp3[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 0x3) !== 0x1) return null;
  const version = (b1 >> 3) & 0x3;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[(b2 >> 4) & 0xf];
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 0x3];
  if (!kbps || !sampleRate) return null;
  const padding = (b2 >> 1) & 0x1;
  const bytes = Math.floor(((mpeg1 ? 144_000 : 72_000) * kbps) / sampleRate) + padding;
  return { bytes, sampleRate, samples: mpeg1 ? 1152 : 576 };
}

/** Size of an ID3v2 tag at the start (its header's synchsafe size, plus a footer if flagged), else 0. */
function leadingTagBytes(mp3: Uint8Array): number {
  if (mp3.length < 10 || mp3[0] !== 0x49 || mp3[1] !== 0x44 || mp3[2] !== 0x33) return 0;
  let size = 0;
  for (let i = 6; i < 10; i++) size = (size << 7) | (mp3[i]! & 0x7f);
  return 10 + size + (mp3[5]! & 0x10 ? 10 : 0);
}
