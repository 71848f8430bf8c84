import { RecordingError } from '../speech-recognizer';
import { decodeOffThread, RECORDING_DECODE_SECONDS } from './recording-pool';
import { sniffAudioFormat, type AudioFormat } from './sniff-format';

/** SPEC §5 and §9: shorter or smaller recordings are discarded. */
export const MIN_RECORDING_SECONDS = 0.5;
export const MIN_RECORDING_BYTES = 1000;
/** Commands and questions take seconds; a longer clip would only tie up a CPU core. */
export const MAX_RECORDING_SECONDS = 60;
export const RECOGNIZER_SAMPLE_RATE = 16_000;

export const TOO_SHORT_MESSAGE = 'Recording too short. Please hold the button longer and speak clearly.';
const TOO_LONG_MESSAGE = `Recording too long. Please keep voice commands and questions under ${MAX_RECORDING_SECONDS} seconds.`;

export interface Recording {
  format: AudioFormat;
  durationSeconds: number;
  /** Mono, 16 kHz, -1..1. */
  samples: Float32Array;
}

// The route checks the length and the offline engine needs the samples: one decode serves both.
const decoded = new WeakMap<Buffer, Promise<Recording>>();

async function decodeRecording(audio: Buffer): Promise<Recording> {
  if (audio.length < MIN_RECORDING_BYTES) throw new RecordingError('too_short', TOO_SHORT_MESSAGE);
  const format = sniffAudioFormat(audio);
  if (!format) {
    throw new RecordingError(
      'undecodable',
      'The recording is not in an audio format we can read. Please record again (webm, ogg, mp3, wav or mp4).',
    );
  }
  const outcome = await decodeOffThread({
    audio: new Uint8Array(audio.buffer, audio.byteOffset, audio.length),
    format,
    maxSeconds: MAX_RECORDING_SECONDS,
    sampleRate: RECOGNIZER_SAMPLE_RATE,
  });
  if (!outcome.ok && outcome.problem === 'too_long') throw new RecordingError('too_long', TOO_LONG_MESSAGE);
  if (!outcome.ok && outcome.problem === 'over_budget') {
    throw new RecordingError(
      'undecodable',
      `The ${format} recording could not be decoded in ${RECORDING_DECODE_SECONDS} seconds. Please record again, under ${MAX_RECORDING_SECONDS} seconds.`,
    );
  }
  if (!outcome.ok) {
    throw new RecordingError('undecodable', `The ${format} recording is damaged or empty. Please record again.`);
  }
  if (outcome.durationSeconds < MIN_RECORDING_SECONDS) throw new RecordingError('too_short', TOO_SHORT_MESSAGE);
  return { format, durationSeconds: outcome.durationSeconds, samples: outcome.samples };
}

/**
 * Checks and decodes a recording once, however many engines look at it; throws RecordingError. The
 * decode runs on a pool thread with a time and memory budget (recording-pool.ts), never on the event loop.
 */
export function readRecording(audio: Buffer): Promise<Recording> {
  let pending = decoded.get(audio);
  if (!pending) {
    pending = decodeRecording(audio);
    decoded.set(audio, pending);
  }
  return pending;
}
