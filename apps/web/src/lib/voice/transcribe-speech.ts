import type { TranscribeBody, TranscribeResult } from '@roamcast/shared/schemas/voice';
import { api } from '../api/api-client';

/**
 * Voice commands are spoken in English whatever the UI language (the parser and the User Guide list
 * English phrases), and the offline recogniser understands English only.
 */
export const VOICE_COMMAND_LANGUAGE = 'en-US';

// The offline engine can queue behind other callers; a recording is at most a minute long.
const TRANSCRIBE_TIMEOUT_MS = 45_000;

/** Base64 without the "data:" prefix; built in slices so a long clip does not overflow the call stack. */
async function toBase64(recording: Blob): Promise<string> {
  const bytes = new Uint8Array(await recording.arrayBuffer());
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** POST /api/voice/transcribe: the recording's transcript, '' when nothing intelligible was heard. */
export async function transcribeSpeech(
  recording: Blob,
  { languageCode = VOICE_COMMAND_LANGUAGE, signal }: { languageCode?: string; signal?: AbortSignal } = {},
): Promise<string> {
  const body: TranscribeBody = { audioData: await toBase64(recording), languageCode };
  const result = await api.post<TranscribeResult>('/api/voice/transcribe', body, {
    timeoutMs: TRANSCRIBE_TIMEOUT_MS,
    signal,
  });
  return result.transcript.trim();
}
