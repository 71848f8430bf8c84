import { readRecording, RECOGNIZER_SAMPLE_RATE } from '../audio/read-recording';
import { sniffAudioFormat } from '../audio/sniff-format';
import { encodeWav } from '../audio/wav';
import type { SpeechRecognizer, Transcription, TranscriptionRequest } from '../speech-recognizer';
import { postJsonWithRetry } from './post-with-retry';

export interface GoogleRecognizerOptions {
  apiKey: string;
  /** https://speech.googleapis.com unless pointed elsewhere (a proxy, or a stand-in in tests). */
  baseUrl: string;
  timeoutMs: number;
}

interface RecognizeResponse {
  results?: Array<{ alternatives?: Array<{ transcript?: string }> }>;
}

const WAV_HEADER_BYTES = 44;

/** Browsers record Opus at 48 kHz (webm from Chrome, ogg from Firefox); anything else is sent as 16 kHz PCM. */
async function audioConfig(audio: Buffer) {
  const format = sniffAudioFormat(audio);
  if (format === 'webm') return { encoding: 'WEBM_OPUS', sampleRateHertz: 48_000, content: audio };
  if (format === 'ogg' && audio.subarray(0, 128).includes('OpusHead')) {
    return { encoding: 'OGG_OPUS', sampleRateHertz: 48_000, content: audio };
  }
  const { samples } = await readRecording(audio);
  const pcm = encodeWav(samples, RECOGNIZER_SAMPLE_RATE).subarray(WAV_HEADER_BYTES);
  return { encoding: 'LINEAR16', sampleRateHertz: RECOGNIZER_SAMPLE_RATE, content: pcm };
}

/** Google Cloud Speech-to-Text v1 speech:recognize (synchronous, for clips up to a minute). */
export function createGoogleSpeechRecognizer(options: GoogleRecognizerOptions): SpeechRecognizer {
  const name = 'google';
  // The key goes in a header, never the URL, so no proxy or error log records it.
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/speech:recognize`;

  async function transcribe(request: TranscriptionRequest): Promise<Transcription> {
    const { content, ...config } = await audioConfig(request.audio);
    const payload = JSON.stringify({
      config: { ...config, languageCode: request.languageCode },
      audio: { content: content.toString('base64') },
    });
    const answer = (await postJsonWithRetry(url, {
      service: 'google',
      timeoutMs: options.timeoutMs,
      headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey },
      body: () => payload,
    })) as RecognizeResponse;
    // Google splits speech at pauses into results; each holds its best alternative first.
    const transcript = (answer.results ?? [])
      .map((result) => result.alternatives?.[0]?.transcript?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    return { transcript, provider: name };
  }

  return { name, available: async () => true, transcribe };
}
