import { isEnglish } from './offline/pocketsphinx-recognizer';
import { RecordingError, type SpeechRecognizer, type TranscriptionRequest } from './speech-recognizer';

/**
 * An online engine backed by the offline one: when the service times out or errors, English commands
 * are still understood. Other languages have no offline model, so their failure is passed on.
 */
export function withOfflineFallback(
  online: SpeechRecognizer,
  offline: SpeechRecognizer,
  /** Told each time the online service failed, and whether the offline recogniser heard the recording instead. */
  onFailure?: (error: unknown, fellBack: boolean) => void,
): SpeechRecognizer {
  async function transcribe(request: TranscriptionRequest) {
    try {
      return await online.transcribe(request);
    } catch (error) {
      // A bad recording stays bad whichever engine hears it.
      if (error instanceof RecordingError) throw error;
      const canFallBack = isEnglish(request.languageCode) && (await offline.available());
      onFailure?.(error, canFallBack);
      if (!canFallBack) throw error;
      const heard = await offline.transcribe(request);
      const reason = error instanceof Error ? error.message : String(error);
      return { transcript: heard.transcript, provider: `${heard.provider} (fallback: ${reason})` };
    }
  }

  return {
    name: `${online.name}+${offline.name}`,
    available: async () => (await online.available()) || (await offline.available()),
    transcribe,
  };
}
