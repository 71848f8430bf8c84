// Runs in a worker thread of the recording pool (recording-pool.ts): decodes a recording, so that a
// costly one (hours of audio packed into a few megabytes) never holds up the server's event loop.
import decode from 'audio-decode';
import { downmix, resample } from './resample';
import { flacDeclaredSeconds, pieceBytes, type Codec } from './flac-info';
import type { AudioFormat } from './sniff-format';

export interface DecodeTask {
  audio: Uint8Array;
  format: AudioFormat;
  /** Decoding stops as soon as the recording is known to be longer than this. */
  maxSeconds: number;
  sampleRate: number;
}

export type DecodeOutcome =
  { ok: true; durationSeconds: number; samples: Float32Array } | { ok: false; problem: 'undecodable' | 'too_long' };

function codecOf(format: AudioFormat, audio: Uint8Array): Codec {
  if (format === 'ogg') {
    // Ogg carries Opus (browsers) or Vorbis; the first page names it.
    const head = Buffer.from(audio.buffer, audio.byteOffset, Math.min(audio.length, 128)).toString('latin1');
    return head.includes('OpusHead') ? 'opus' : 'oga';
  }
  return format === 'mp4' ? 'm4a' : format;
}

export default async function decodeRecording(task: DecodeTask): Promise<DecodeOutcome> {
  const codec = codecOf(task.format, task.audio);
  // A FLAC file that says it is longer than the limit is refused before a sample is decoded.
  const declared = codec === 'flac' ? flacDeclaredSeconds(task.audio) : null;
  if (declared !== null && declared > task.maxSeconds) return { ok: false, problem: 'too_long' };
  // Fed in pieces (flac-info.ts), so a recording is never decoded much past `maxSeconds`.
  const piece = pieceBytes(codec);
  const decoder = await decode[codec]();
  const channels: Float32Array[][] = [];
  let sampleRate = 0;
  let length = 0;
  const keep = ({ channelData, sampleRate: rate }: { channelData: Float32Array[]; sampleRate: number }) => {
    if (channelData.length === 0 || channelData[0]!.length === 0) return;
    sampleRate ||= rate;
    channelData.forEach((channel, index) => (channels[index] ??= []).push(channel));
    length += channelData[0]!.length;
  };
  try {
    for (let at = 0; at < task.audio.length; at += piece) {
      keep(await decoder(task.audio.subarray(at, at + piece)));
      if (sampleRate && length / sampleRate > task.maxSeconds) {
        decoder.free();
        return { ok: false, problem: 'too_long' };
      }
    }
    keep(await decoder());
  } catch {
    decoder.free();
    return { ok: false, problem: 'undecodable' };
  }
  if (!sampleRate || length === 0) return { ok: false, problem: 'undecodable' };
  const joined = channels.map((pieces) => {
    const whole = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
    let offset = 0;
    for (const piece of pieces) {
      whole.set(piece, offset);
      offset += piece.length;
    }
    return whole;
  });
  const durationSeconds = Math.min(...joined.map((channel) => channel.length)) / sampleRate;
  if (durationSeconds > task.maxSeconds) return { ok: false, problem: 'too_long' };
  const samples = resample(downmix(joined), sampleRate, task.sampleRate);
  return { ok: true, durationSeconds, samples };
}

/** Answers once the thread has loaded, so a fresh thread's start does not count against a recording's budget. */
export function ready(): true {
  return true;
}
