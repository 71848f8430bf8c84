/** An online voice failed; `reason` reads well after "google-tts failed: ". */
export class SpeechProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'SpeechProviderError';
  }
}

/** The text has no words: no engine could speak it, so falling back would not help. */
export class NothingToSpeakError extends Error {
  constructor() {
    super('Nothing to speak: the text has no words');
    this.name = 'NothingToSpeakError';
  }
}
