import { AUDIO_MIME_TYPES, sniffAudioFormat } from '../audio/sniff-format';
import type { SpeechRecognizer, Transcription, TranscriptionRequest } from '../speech-recognizer';
import { postJsonWithRetry } from './post-with-retry';

export interface OpenAiRecognizerOptions {
  apiKey: string;
  /** Up to and including /v1, e.g. https://api.openai.com/v1 or any Whisper-compatible server. */
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** OpenAI's /audio/transcriptions (Whisper), which also serves Groq, LocalAI, faster-whisper servers... */
export function createOpenAiSpeechRecognizer(options: OpenAiRecognizerOptions): SpeechRecognizer {
  const name = `openai:${options.model}`;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;

  async function transcribe(request: TranscriptionRequest): Promise<Transcription> {
    // Whisper picks the decoder from the file name, so the name must carry the real container.
    const format = sniffAudioFormat(request.audio) ?? 'webm';
    const body = () => {
      const form = new FormData();
      form.append('file', new Blob([request.audio], { type: AUDIO_MIME_TYPES[format] }), `recording.${format}`);
      form.append('model', options.model);
      // Whisper takes ISO-639-1 ('en'), not a BCP-47 tag ('en-US').
      form.append('language', request.languageCode.slice(0, 2).toLowerCase());
      form.append('response_format', 'json');
      return form;
    };
    const answer = (await postJsonWithRetry(url, {
      service: 'openai',
      timeoutMs: options.timeoutMs,
      headers: { authorization: `Bearer ${options.apiKey}` },
      body,
    })) as { text?: unknown };
    const transcript = typeof answer.text === 'string' ? answer.text.trim() : '';
    return { transcript, provider: name };
  }

  return { name, available: async () => true, transcribe };
}
