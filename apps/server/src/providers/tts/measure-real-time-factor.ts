import { mp3DurationSeconds } from './offline/mp3-duration';
import type { SpeechSynthesizer, SynthesisRequest } from './speech-synthesizer';

export interface SpeedMeasurement {
  /** Wall time from request to the first MP3 chunk. */
  firstChunkSeconds: number;
  /** Wall time for the whole text. */
  synthesisSeconds: number;
  audioSeconds: number;
  /** synthesisSeconds / audioSeconds: below 1 means faster than real time. */
  realTimeFactor: number;
}

/** Times one streamed synthesis; works for any synthesizer, for benchmarks and health checks. */
export async function measureRealTimeFactor(
  synthesizer: SpeechSynthesizer,
  request: SynthesisRequest,
  /** How long the concatenated audio plays; the default counts plain MPEG frames (no ID3 tag). */
  durationOf: (mp3: Buffer) => number = mp3DurationSeconds,
): Promise<SpeedMeasurement> {
  const started = performance.now();
  let firstChunkMs: number | null = null;
  const chunks: Buffer[] = [];
  for await (const chunk of synthesizer.synthesizeStream(request)) {
    firstChunkMs ??= performance.now() - started;
    chunks.push(chunk);
  }
  const synthesisSeconds = (performance.now() - started) / 1000;
  const audioSeconds = durationOf(Buffer.concat(chunks));
  return {
    firstChunkSeconds: (firstChunkMs ?? 0) / 1000,
    synthesisSeconds,
    audioSeconds,
    realTimeFactor: audioSeconds > 0 ? synthesisSeconds / audioSeconds : Number.POSITIVE_INFINITY,
  };
}
