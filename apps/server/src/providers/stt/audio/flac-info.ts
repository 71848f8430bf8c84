/** The codecs the recording worker decodes (audio-decode's names). */
export type Codec = 'webm' | 'opus' | 'oga' | 'wav' | 'mp3' | 'm4a' | 'flac';

/**
 * Recordings are fed to the decoder in small pieces, so one is never decoded much past its limit: a
 * file that declares or packs hours of sound costs a few seconds of it, not gigabytes of samples.
 */
const CHUNK_BYTES = 16 * 1024;
/**
 * FLAC packs far more per byte: a frame of silence is a few bytes for 65,535 samples on each of up to 8
 * channels, so 16 KB of it is some 900 MB of samples. A 256-byte piece is at most about 15 MB.
 */
const FLAC_CHUNK_BYTES = 256;

/** How many bytes the decoder is handed at once for a codec. */
export const pieceBytes = (codec: Codec) => (codec === 'flac' ? FLAC_CHUNK_BYTES : CHUNK_BYTES);

/**
 * The length a FLAC file declares in its STREAMINFO block (total samples over the sample rate), or null
 * when it is not a FLAC file or leaves its length unknown (0 samples).
 */
export function flacDeclaredSeconds(audio: Uint8Array): number | null {
  const magic = audio.length >= 26 && audio[0] === 0x66 && audio[1] === 0x4c && audio[2] === 0x61 && audio[3] === 0x43;
  if (!magic || (audio[4]! & 0x7f) !== 0) return null;
  const info = audio.subarray(8);
  const sampleRate = (info[10]! << 12) | (info[11]! << 4) | (info[12]! >> 4);
  const low = ((info[14]! << 24) | (info[15]! << 16) | (info[16]! << 8) | info[17]!) >>> 0;
  const totalSamples = (info[13]! & 0x0f) * 2 ** 32 + low;
  return sampleRate > 0 && totalSamples > 0 ? totalSamples / sampleRate : null;
}
