import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import decode from 'audio-decode';
import { createOfflineSpeechSynthesizer } from '../offline/espeak-synthesizer';
import { mp3DurationSeconds } from '../offline/mp3-duration';
import { bareMp3Frames, createMp3FrameAligner } from './mp3-frames';
import { wrapLikeAService } from '../../../../test/stand-ins/tts';

const offline = createOfflineSpeechSynthesizer();
let mp3: Buffer;

beforeAll(async () => {
  const spoken = await offline.synthesize({
    text: 'Hello there. This is a test.',
    language: 'en',
    voice: 'adam',
    speed: 1,
    volume: 1,
  });
  mp3 = spoken.audio;
});
afterAll(() => offline.close());

describe('MP3 frame alignment', () => {
  it('strips ID3 tags and the info frame, leaving exactly the audio frames', async () => {
    const wrapped = wrapLikeAService(mp3);
    // The service's wrapping: an ID3 tag in front and more bytes than the audio frames alone.
    expect(wrapped.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(wrapped.length).toBeGreaterThan(mp3.length);
    const bare = bareMp3Frames(wrapped);
    expect(bare.equals(mp3)).toBe(true);
    expect(mp3DurationSeconds(bare)).toBeGreaterThan(1.5);
  });

  it('re-cuts a stream split anywhere into chunks of whole frames, each decodable alone', async () => {
    const wrapped = wrapLikeAService(mp3);
    const aligner = createMp3FrameAligner();
    const chunks: Buffer[] = [];
    for (let offset = 0; offset < wrapped.length; offset += 333) {
      const out = aligner.push(wrapped.subarray(offset, offset + 333));
      if (out.length) chunks.push(out);
    }
    chunks.push(aligner.end());
    expect(chunks.length).toBeGreaterThan(20);
    expect(Buffer.concat(chunks).equals(mp3)).toBe(true);
    const perChunk = chunks.reduce((sum, chunk) => sum + mp3DurationSeconds(chunk), 0);
    expect(perChunk).toBeCloseTo(mp3DurationSeconds(mp3), 6);
    const decoded = await decode(new Uint8Array(Buffer.concat([chunks[0]!, chunks[1]!])));
    expect(decoded.channelData[0]!.length).toBeGreaterThan(0);
  });

  it('finds no audio in an error page or a truncated frame', () => {
    expect(bareMp3Frames(Buffer.from('{"error":{"message":"quota"}}')).length).toBe(0);
    expect(bareMp3Frames(mp3.subarray(0, 100)).length).toBe(0);
  });
});
