const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};
const ID3V2_HEADER_BYTES = 10;

/** Byte length of the MPEG Layer III frame starting at offset, or 0 if none starts there. */
export function mp3FrameBytes(mp3: Uint8Array, offset: number): number {
  if (offset + 4 > mp3.length) return 0;
  const b1 = mp3[offset + 1]!;
  const b2 = mp3[offset + 2]!;
  if (mp3[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 0x3) !== 0x1) return 0;
  const version = (b1 >> 3) & 0x3;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[(b2 >> 4) & 0xf];
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 0x3];
  if (!kbps || !sampleRate) return 0;
  return Math.floor(((mpeg1 ? 144_000 : 72_000) * kbps) / sampleRate) + ((b2 >> 1) & 0x1);
}

/**
 * A Xing/Info/VBRI frame holds no sound but the frame count of its own file: left in a
 * concatenation it would make players report the first piece's length for the whole stream.
 */
function isInfoFrame(frame: Uint8Array): boolean {
  const mpeg1 = ((frame[1]! >> 3) & 0x3) === 3;
  const mono = ((frame[3]! >> 6) & 0x3) === 3;
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const tag = (at: number) => String.fromCharCode(...frame.subarray(at, at + 4));
  const xing = tag(4 + sideInfo);
  return xing === 'Xing' || xing === 'Info' || tag(36) === 'VBRI';
}

/** Size of an ID3v2 tag at offset, or null when more bytes are needed to tell. */
function id3v2Bytes(data: Uint8Array, offset: number): number | null {
  if (offset + ID3V2_HEADER_BYTES > data.length) return null;
  // Tag sizes are "synchsafe": four 7-bit bytes.
  let size = 0;
  for (let i = 6; i < 10; i++) size = (size << 7) | (data[offset + i]! & 0x7f);
  const footer = data[offset + 5]! & 0x10 ? 10 : 0;
  return ID3V2_HEADER_BYTES + size + footer;
}

const startsWithId3 = (data: Uint8Array, offset: number) =>
  data[offset] === 0x49 && data[offset + 1] === 0x44 && data[offset + 2] === 0x33;

/**
 * Turns one service response (whole or in pieces) into bare, whole MP3 frames: ID3 tags and info
 * frames dropped, a frame split across pieces held back until complete. Every chunk it returns
 * decodes on its own, and responses concatenate into one stream.
 */
export function createMp3FrameAligner() {
  let pending: Uint8Array = new Uint8Array(0);

  function take(final: boolean): Buffer {
    const frames: Uint8Array[] = [];
    let offset = 0;
    while (offset < pending.length) {
      if (startsWithId3(pending, offset)) {
        const tag = id3v2Bytes(pending, offset);
        if (tag === null || offset + tag > pending.length) break;
        offset += tag;
        continue;
      }
      const bytes = mp3FrameBytes(pending, offset);
      if (bytes === 0) {
        if (!final && pending.length - offset < 4) break;
        offset++; // not a frame: resynchronise on the next header (skips ID3v1 and junk)
        continue;
      }
      if (offset + bytes > pending.length) break;
      const frame = pending.subarray(offset, offset + bytes);
      if (!isInfoFrame(frame)) frames.push(frame);
      offset += bytes;
    }
    const out = Buffer.concat(frames);
    pending = final ? new Uint8Array(0) : pending.slice(offset);
    return out;
  }

  return {
    push(piece: Uint8Array): Buffer {
      pending = pending.length === 0 ? piece : Buffer.concat([pending, piece]);
      return take(false);
    },
    /** The last whole frames; an incomplete trailing frame is dropped. */
    end(): Buffer {
      return take(true);
    },
  };
}

/** Bare MP3 frames of a whole response. */
export function bareMp3Frames(mp3: Uint8Array): Buffer {
  const aligner = createMp3FrameAligner();
  return Buffer.concat([aligner.push(mp3), aligner.end()]);
}
