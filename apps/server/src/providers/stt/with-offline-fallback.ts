import { isEnglish } from './offline/pocketsphinx-recognizer';
import { RecordingError, type SpeechRecognizer, type TranscriptionRequest } from './speech-recognizer';

/**
 * An online engine backed by the offline one: when the service times out or errors, English commands
 * are still understood. Other languages have no offline model, so their failure is passed on.
 */
export function withOfflineFallback(online: SpeechRecognizer, offline: SpeechRecognizer): SpeechRecognizer {
  async function transcribe(request: TranscriptionRequest) {
    try {
      return await online.transcribe(request);
    } catch (error) {
      // A bad recording stays bad whichever engine hears it.
      if (error instanceof RecordingError) throw error;
      if (!isEnglish(request.languageCode) || !(await offline.available())) throw error;
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
