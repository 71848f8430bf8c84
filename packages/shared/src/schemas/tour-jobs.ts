import { z } from 'zod';
import { LANGUAGE_CODES } from '../catalog/languages';

/**
 * POST /api/tour-maker/routes/{id}/generate-narrations (SPEC §7: an empty JSON body). `language` is
 * our optional addition: the listener's UI language; without it the tour keeps the language of its
 * existing narrations, else English.
 */
export const generateNarrationsBodySchema = z.strictObject({
  userId: z.string().max(100).nullish(),
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` }).optional(),
});
export type GenerateNarrationsBody = z.infer<typeof generateNarrationsBodySchema>;

/**
 * `?language=` of a tour's reads (the tour, its shared page, its batch progress): which language's
 * stories a famous tour answers with (it keeps one set per language); other tours ignore it.
 */
export const listenerLanguageQuerySchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` }).optional(),
});
export type ListenerLanguageQuery = z.infer<typeof listenerLanguageQuerySchema>;

export const JOB_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * SPEC §3 Batch progress (current, total, currentStopName, completed) plus failed and error.
 * `status` is 'idle' when the tour never had a batch; `current` counts stops finished so far.
 * Read at GET .../generate-narrations/progress and pushed as the `progress` event of
 * GET .../generate-narrations/events (server-sent events, bearer header, read with fetch).
 */
export const batchProgressSchema = z.object({
  jobId: z.string().nullable(),
  status: z.enum(['idle', ...JOB_STATES]),
  current: z.number().int().min(0),
  total: z.number().int().min(0),
  currentStopName: z.string().nullable(),
  completed: z.boolean(),
  failed: z.boolean(),
  error: z.string().nullable(),
});
export type BatchProgress = z.infer<typeof batchProgressSchema>;

/** POST /api/tour-maker/routes/{id}/regenerate-image (SPEC §7). */
export const tourImagesSchema = z.object({
  id: z.string(),
  aiImageUrl: z.string().nullable(),
  customImageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type TourImages = z.infer<typeof tourImagesSchema>;

/** Uploads are at most 10 MB of image bytes; the browser compresses to 1920x1920 first (SPEC §5). */
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/tour-maker/routes/{id}/upload-image: `imageData` is a data URL of an image. */
export const uploadImageBodySchema = z.strictObject({
  userId: z.string().max(100).nullish(),
  imageData: z
    .string({ error: 'imageData is required' })
    .regex(/^data:image\/[a-z0-9.+-]+;base64,/i, 'imageData must be an image data URL (data:image/...;base64,...)'),
});
export type UploadImageBody = z.infer<typeof uploadImageBodySchema>;
