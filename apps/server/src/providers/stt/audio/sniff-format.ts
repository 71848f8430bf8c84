export type AudioFormat = 'webm' | 'ogg' | 'wav' | 'mp3' | 'mp4' | 'flac';

export const AUDIO_MIME_TYPES: Record<AudioFormat, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  mp4: 'audio/mp4',
  flac: 'audio/flac',
};

const startsWith = (bytes: Buffer, text: string, at = 0) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

/**
 * The container from its magic bytes. Chrome and Firefox record webm (Opus), Safari mp4 (AAC);
 * the online engines need to be told which one they get.
 */
export function sniffAudioFormat(bytes: Buffer): AudioFormat | null {
  if (bytes.length < 12) return null;
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm'; // EBML: webm and Matroska
  if (startsWith(bytes, 'OggS')) return 'ogg';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'wav';
  if (startsWith(bytes, 'ftyp', 4)) return 'mp4';
  if (startsWith(bytes, 'fLaC')) return 'flac';
  if (startsWith(bytes, 'ID3')) return 'mp3';
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0) return 'mp3';
  return null;
}
