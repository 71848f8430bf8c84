export interface TranscriptionRequest {
  /** The recording as the browser sent it: webm/opus from MediaRecorder, or ogg, mp3, wav, mp4. */
  audio: Buffer;
  /** BCP-47, e.g. 'en-US'. */
  languageCode: string;
}

export interface Transcription {
  /** '' when nothing intelligible was said: a valid answer, the client asks the speaker to try again. */
  transcript: string;
  /** The engine that heard it, e.g. 'pocketsphinx' or 'openai:whisper-1 (fallback: pocketsphinx)'. */
  provider: string;
}

/** The "stt" provider: turns a short spoken command or question into text. */
export interface SpeechRecognizer {
  readonly name: string;
  /** Whether transcribe can work at all here (binary installed, key configured). */
  available(): Promise<boolean>;
  transcribe(request: TranscriptionRequest): Promise<Transcription>;
}

/** The engine cannot run on this server (not installed, or not for this language): a 503, not a retry. */
export class RecognizerUnavailableError extends Error {
  override name = 'RecognizerUnavailableError';
}

/** The engine ran but failed (timeout, error status, crash): worth a fallback, then a 502. */
export class RecognitionFailedError extends Error {
  override name = 'RecognitionFailedError';
}

export type RecordingProblem = 'too_short' | 'too_long' | 'undecodable';

/** The recording itself is unusable: the speaker's problem, answered with a 400. */
export class RecordingError extends Error {
  override name = 'RecordingError';
  constructor(
    readonly problem: RecordingProblem,
    message: string,
  ) {
    super(message);
  }
}
