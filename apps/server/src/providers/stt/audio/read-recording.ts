import decode from 'audio-decode';
import { RecordingError } from '../speech-recognizer';
import { downmix, resample } from './resample';
import { sniffAudioFormat, type AudioFormat } from './sniff-format';

/** SPEC §5 and §9: shorter or smaller recordings are discarded. */
export const MIN_RECORDING_SECONDS = 0.5;
export const MIN_RECORDING_BYTES = 1000;
/** Commands and questions take seconds; a longer clip would only tie up a CPU core. */
export const MAX_RECORDING_SECONDS = 60;
export const RECOGNIZER_SAMPLE_RATE = 16_000;

export const TOO_SHORT_MESSAGE = 'Recording too short. Please hold the button longer and speak clearly.';

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
  let channelData: Float32Array[];
  let sampleRate: number;
  try {
    ({ channelData, sampleRate } = await decode(new Uint8Array(audio.buffer, audio.byteOffset, audio.length)));
  } catch {
    channelData = [];
    sampleRate = 0;
  }
  if (channelData.length === 0 || !sampleRate || channelData[0]!.length === 0) {
    throw new RecordingError('undecodable', `The ${format} recording is damaged or empty. Please record again.`);
  }
  const durationSeconds = channelData[0]!.length / sampleRate;
  if (durationSeconds < MIN_RECORDING_SECONDS) throw new RecordingError('too_short', TOO_SHORT_MESSAGE);
  if (durationSeconds > MAX_RECORDING_SECONDS) {
    throw new RecordingError(
      'too_long',
      `Recording too long. Please keep voice commands and questions under ${MAX_RECORDING_SECONDS} seconds.`,
    );
  }
  return { format, durationSeconds, samples: resample(downmix(channelData), sampleRate, RECOGNIZER_SAMPLE_RATE) };
}

/** Checks and decodes a recording once, however many engines look at it; throws RecordingError. */
export function readRecording(audio: Buffer): Promise<Recording> {
  let pending = decoded.get(audio);
  if (!pending) {
    pending = decodeRecording(audio);
    decoded.set(audio, pending);
  }
  return pending;
}
