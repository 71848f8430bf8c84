import type { LanguageCode } from '@roamcast/shared/catalog/languages';

export interface SynthesisRequest {
  text: string;
  language: LanguageCode;
  /** A narrator id (rachel, adam, emily, marcus, sarah) or either provider's voice id for one. */
  voice: string;
  /** 1.0 is the normal narrator pace; engines clamp to 0.5..2. */
  speed: number;
  /** 0..1, applied as gain. */
  volume: number;
}

export interface SynthesizedAudio {
  audio: Buffer;
  mimeType: 'audio/mpeg';
  durationSeconds: number;
  /** The engine that spoke it, e.g. 'espeak-ng'. */
  provider: string;
  /** Characters actually spoken (narration markers excluded): what providers bill by. */
  characters: number;
}

/** What a caller may be told while its audio is made (kept out of the request, which may cross threads). */
export interface SynthesisEvents {
  /**
   * The chosen voice failed before any audio and `engine` speaks instead; `reason` is like
   * 'google-tts failed: HTTP 401'. The last call names the engine that spoke.
   */
  onStandIn?(engine: string, reason: string): void;
}

export interface SpeechSynthesizer {
  readonly name: string;
  /** MP3 chunks, one or more per sentence, in order; concatenated they form one valid MP3 stream. */
  synthesizeStream(request: SynthesisRequest, events?: SynthesisEvents): AsyncIterable<Buffer>;
  synthesize(request: SynthesisRequest): Promise<SynthesizedAudio>;
  /** Frees background resources; the synthesizer starts them again if used afterwards. */
  close(): Promise<void>;
  /** Starts and exercises background engines so the first real request is fast (server start). */
  warmUp?(): Promise<void>;
}
