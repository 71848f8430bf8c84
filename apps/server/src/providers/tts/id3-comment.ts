import { OFFLINE_PROVIDER_NAME } from './offline/espeak-synthesizer';

const HEADER_BYTES = 10;
const FRAME_HEADER_BYTES = 10;
/** The COMM frame's short description: what the comment is about. */
export const DISCLOSURE_DESCRIPTION = 'AI disclosure';

/** The engine part of a provider label: 'espeak-ng' of 'espeak-ng (fallback: google-tts failed: …)'. */
function engineOf(provider: string): string {
  return provider.split(' (')[0]!.trim();
}

/** Whether a generative model made the speech: every online voice is one; eSpeak NG is a formant synthesiser. */
export function isAiSpeech(provider: string): boolean {
  return engineOf(provider) !== OFFLINE_PROVIDER_NAME;
}

/** The comment an MP3 carries about who spoke it, e.g. 'AI-generated speech: openai-tts:alloy'. */
export function speechDisclosure(provider: string): string {
  return isAiSpeech(provider)
    ? `AI-generated speech: ${engineOf(provider)}`
    : 'Synthesised offline by eSpeak NG; not AI-generated';
}

/** Whether text fits ISO-8859-1, one byte a character. */
const fitsLatin1 = (text: string) => [...text].every((char) => char.codePointAt(0)! <= 0xff);

/** ID3v2 text: ISO-8859-1 (encoding 0), or UTF-16 with a byte-order mark (encoding 1). */
function encodeText(text: string, encoding: 0 | 1): Buffer {
  return encoding === 0
    ? Buffer.from(text, 'latin1')
    : Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

/** Four 7-bit bytes, most significant first: how ID3v2 writes the tag's size. */
function synchsafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}

/**
 * An ID3v2.3 tag holding one COMM (comment) frame: language 'eng', short description `description`,
 * then the comment, in ISO-8859-1 when both fit, else UTF-16. No padding, unsynchronisation or
 * extended header.
 */
export function id3CommentTag(comment: string, description = DISCLOSURE_DESCRIPTION): Buffer {
  // Description and comment share the frame's one encoding byte.
  const encoding = fitsLatin1(comment) && fitsLatin1(description) ? 0 : 1;
  const body = Buffer.concat([
    Buffer.from([encoding, ...Buffer.from('eng', 'latin1')]),
    encodeText(description, encoding),
    Buffer.alloc(encoding === 0 ? 1 : 2),
    encodeText(comment, encoding),
  ]);
  const frameHeader = Buffer.alloc(FRAME_HEADER_BYTES);
  frameHeader.write('COMM', 0, 'latin1');
  // ID3v2.3 frame sizes are plain 32-bit numbers (2.4 made them synchsafe too); the two flag bytes stay 0.
  frameHeader.writeUInt32BE(body.length, 4);
  const frames = Buffer.concat([frameHeader, body]);
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), synchsafe(frames.length), frames]);
}

/** Bytes of the ID3v2 tag at the start of `data` (header, frames and any footer), 0 when there is none. */
export function leadingId3Bytes(data: Uint8Array): number {
  if (data.length < HEADER_BYTES || data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  let size = 0;
  for (let i = 6; i < 10; i++) size = (size << 7) | (data[i]! & 0x7f);
  const footer = data[5]! & 0x10 ? HEADER_BYTES : 0;
  return HEADER_BYTES + size + footer;
}

/** The MP3 with a disclosure tag in front (any tag already there is replaced), saying who spoke it. */
export function withSpeechDisclosure(mp3: Buffer, provider: string): Buffer {
  return Buffer.concat([id3CommentTag(speechDisclosure(provider)), mp3.subarray(leadingId3Bytes(mp3))]);
}

/**
 * The chunks of a spoken stream with the disclosure tag in front of the first one, naming the
 * engine `speaker()` gives at that moment (a voice that stands in does so before any audio).
 * A stream that yields nothing stays empty.
 */
export async function* withLeadingDisclosure(
  chunks: AsyncIterable<Buffer>,
  speaker: () => string,
): AsyncGenerator<Buffer> {
  let first = true;
  for await (const chunk of chunks) {
    yield first ? Buffer.concat([id3CommentTag(speechDisclosure(speaker())), chunk]) : chunk;
    first = false;
  }
}
