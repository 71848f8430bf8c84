import { z } from 'zod';

/** Recordings of up to 10 MB, base64-encoded (4 characters per 3 bytes). */
export const MAX_RECORDING_BYTES = 10 * 1024 * 1024;
export const MAX_AUDIO_BASE64_CHARS = Math.ceil(MAX_RECORDING_BYTES / 3) * 4;

/** MediaRecorder blobs are often read as data URLs ("data:audio/webm;codecs=opus;base64,..."): the prefix is dropped. */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const audioDataSchema = z
  .string({ error: 'audioData is required: the recording as base64' })
  .max(MAX_AUDIO_BASE64_CHARS + 200, 'The recording is too large: at most 10 MB')
  .transform((text) => text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, ''))
  .refine((base64) => base64.length > 0, 'audioData is empty: record something first')
  .refine((base64) => BASE64.test(base64) && base64.length % 4 !== 1, 'audioData is not valid base64');

/** POST /api/voice/transcribe (SPEC §7). */
export const transcribeBodySchema = z.strictObject({
  audioData: audioDataSchema,
  languageCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'languageCode must be a language tag such as en-US')
    .default('en-US'),
});
export type TranscribeBody = z.input<typeof transcribeBodySchema>;

/** '' means nothing intelligible was heard: the client says 'Could not understand. Please try again.' */
export const transcribeResultSchema = z.object({ transcript: z.string() });
export type TranscribeResult = z.infer<typeof transcribeResultSchema>;
