import type { FastifyInstance } from 'fastify';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { MAX_AUDIO_BASE64_CHARS, transcribeBodySchema, transcribeResultSchema } from '@roamcast/shared/schemas/voice';
import { responds } from '../../http/response-schemas';
import { AppError, badRequest, serviceUnavailable } from '../../http/errors';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { readRecording } from '../../providers/stt/audio/read-recording';
import {
  RecognizerUnavailableError,
  RecordingError,
  type SpeechRecognizer,
} from '../../providers/stt/speech-recognizer';

/** Enough for a person talking to the guide all the time; a script hammering the engine is stopped. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 30;

/** What the client shows when the engine failed (SPEC §5). */
export const RECOGNITION_FAILED_MESSAGE = 'Voice recognition failed. Please try again.';

function toAppError(error: unknown): unknown {
  if (error instanceof RecordingError) return badRequest(error.message, `recording_${error.problem}`);
  if (error instanceof RecognizerUnavailableError) return serviceUnavailable(error.message, 'stt_unavailable');
  if (error instanceof AppError) return error;
  return new AppError(502, 'stt_failed', RECOGNITION_FAILED_MESSAGE);
}

/**
 * Open to visitors as well (shared tours have voice Q&A, SPEC §4). Each call costs a CPU core for up to
 * a second offline, or a paid request online, hence the per-client limit.
 */
export function registerTranscribeRoutes(
  app: FastifyInstance,
  deps: { recognizer: SpeechRecognizer; rateLimitPerMinute?: number },
): void {
  const rateLimit = { max: deps.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  // The body limit follows the recording limit, whatever the server-wide default, so 10 MB clips get through.
  const bodyLimit = MAX_AUDIO_BASE64_CHARS + 64 * 1024;
  app.post(
    '/api/voice/transcribe',
    { bodyLimit, config: { rateLimit }, ...responds(jsonResponses(transcribeResultSchema)) },
    async (request) => {
      const { audioData, languageCode } = validate(transcribeBodySchema, request.body, 'recording');
      const audio = Buffer.from(audioData, 'base64');
      try {
        // Too short, too long or not audio: answered before any engine is asked.
        await readRecording(audio);
        const { transcript, provider } = await deps.recognizer.transcribe({ audio, languageCode });
        request.log.info({ provider, characters: transcript.length }, 'transcribed');
        return ok({ transcript });
      } catch (error) {
        if (!(error instanceof RecordingError) && !(error instanceof RecognizerUnavailableError)) {
          request.log.warn({ err: error }, 'speech recognition failed');
        }
        throw toAppError(error);
      }
    },
  );
}
