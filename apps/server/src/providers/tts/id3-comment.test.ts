import { describe, expect, it } from 'vitest';
import { createOfflineSpeechSynthesizer } from './offline/espeak-synthesizer';
import { mp3DurationSeconds } from './offline/mp3-duration';
import { bareMp3Frames } from './online/mp3-frames';
import {
  id3CommentTag,
  isAiSpeech,
  leadingId3Bytes,
  speechDisclosure,
  withLeadingDisclosure,
  withSpeechDisclosure,
} from './id3-comment';

/** The tag's COMM frame read back field by field, as an ID3v2.3 reader would. */
function readComment(tag: Buffer) {
  expect(tag.toString('latin1', 0, 3)).toBe('ID3');
  expect([tag[3], tag[4], tag[5]]).toEqual([3, 0, 0]);
  const size = ((tag[6]! & 0x7f) << 21) | ((tag[7]! & 0x7f) << 14) | ((tag[8]! & 0x7f) << 7) | (tag[9]! & 0x7f);
  expect(tag.toString('latin1', 10, 14)).toBe('COMM');
  const frameSize = tag.readUInt32BE(14);
  expect(size).toBe(10 + frameSize);
  expect(tag.readUInt16BE(18)).toBe(0);
  const body = tag.subarray(20, 20 + frameSize);
  const encoding = body[0]!;
  const language = body.toString('latin1', 1, 4);
  const rest = body.subarray(4);
  if (encoding === 0) {
    const end = rest.indexOf(0);
    return { encoding, language, description: rest.toString('latin1', 0, end), text: rest.toString('latin1', end + 1) };
  }
  let end = 2;
  while (rest[end] !== 0 || rest[end + 1] !== 0) end += 2;
  return {
    encoding,
    language,
    description: rest.toString('utf16le', 2, end),
    text: rest.toString('utf16le', end + 4),
  };
}

describe('the ID3 disclosure of spoken audio', () => {
  it('writes an ID3v2.3 COMM frame in ISO-8859-1, byte for byte', () => {
    const tag = id3CommentTag('Hi', 'AI');
    expect([...tag]).toEqual([
      ...Buffer.from('ID3'),
      3,
      0,
      0,
      // Tag size (synchsafe): the 10-byte frame header and its 9-byte body.
      ...[0, 0, 0, 19],
      ...Buffer.from('COMM'),
      ...[0, 0, 0, 9],
      // No frame flags; ISO-8859-1.
      ...[0, 0],
      0,
      ...Buffer.from('eng'),
      ...Buffer.from('AI'),
      0,
      ...Buffer.from('Hi'),
    ]);
  });

  it('falls back to UTF-16 with a byte-order mark for text beyond ISO-8859-1', () => {
    expect(readComment(id3CommentTag('Gesprochen von 声', 'KI'))).toEqual({
      encoding: 1,
      language: 'eng',
      description: 'KI',
      text: 'Gesprochen von 声',
    });
  });

  it('says a cloud voice is AI-generated speech and eSpeak NG is not, also as a stand-in', () => {
    expect(isAiSpeech('openai-tts:alloy')).toBe(true);
    expect(speechDisclosure('openai-tts:alloy')).toBe('AI-generated speech: openai-tts:alloy');
    expect(speechDisclosure('elevenlabs')).toBe('AI-generated speech: elevenlabs');
    expect(isAiSpeech('espeak-ng')).toBe(false);
    expect(speechDisclosure('espeak-ng (fallback: google-tts failed: HTTP 401)')).toBe(
      'Synthesised offline by eSpeak NG; not AI-generated',
    );
  });

  it('puts one tag in front of a real MP3, which still decodes to the same length and frames', async () => {
    const engine = createOfflineSpeechSynthesizer();
    try {
      const { audio } = await engine.synthesize({
        text: 'Welcome to Lisbon.',
        language: 'en',
        voice: 'rachel',
        speed: 1,
        volume: 1,
      });
      const tagged = withSpeechDisclosure(audio, 'google-tts');
      const tagBytes = leadingId3Bytes(tagged);
      expect(tagBytes).toBeGreaterThan(20);
      expect(readComment(tagged.subarray(0, tagBytes))).toEqual({
        encoding: 0,
        language: 'eng',
        description: 'AI disclosure',
        text: 'AI-generated speech: google-tts',
      });
      expect(tagged.subarray(tagBytes).equals(audio)).toBe(true);
      expect(mp3DurationSeconds(tagged)).toBeCloseTo(mp3DurationSeconds(audio), 9);
      expect(mp3DurationSeconds(audio)).toBeGreaterThan(0.5);
      // Tagging again replaces the tag rather than stacking a second one.
      const retagged = withSpeechDisclosure(tagged, 'espeak-ng');
      expect(retagged.subarray(leadingId3Bytes(retagged)).equals(audio)).toBe(true);
      expect(readComment(retagged).text).toBe('Synthesised offline by eSpeak NG; not AI-generated');
      // The frame aligner (what reads service responses) drops the tag and keeps the same frames.
      expect(bareMp3Frames(tagged).equals(bareMp3Frames(audio))).toBe(true);
    } finally {
      await engine.close();
    }
  });

  it('tags the first chunk of a live stream only, naming the voice that spoke at that moment', async () => {
    let speaker = 'openai-tts';
    async function* chunks() {
      speaker = 'espeak-ng';
      yield Buffer.from([0xff, 0xfb, 1]);
      yield Buffer.from([0xff, 0xfb, 2]);
    }
    const out: Buffer[] = [];
    for await (const chunk of withLeadingDisclosure(chunks(), () => speaker)) out.push(chunk);
    expect(out).toHaveLength(2);
    const tagBytes = leadingId3Bytes(out[0]!);
    expect(readComment(out[0]!.subarray(0, tagBytes)).text).toBe('Synthesised offline by eSpeak NG; not AI-generated');
    expect([...out[0]!.subarray(tagBytes)]).toEqual([0xff, 0xfb, 1]);
    expect([...out[1]!]).toEqual([0xff, 0xfb, 2]);

    async function* nothing(): AsyncGenerator<Buffer> {}
    const empty: Buffer[] = [];
    for await (const chunk of withLeadingDisclosure(nothing(), () => speaker)) empty.push(chunk);
    expect(empty).toEqual([]);
  });
});
