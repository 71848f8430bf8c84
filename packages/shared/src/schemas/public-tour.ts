import { z } from 'zod';
import { LANGUAGE_CODES } from '../catalog/languages';
import { shareCodeParamSchema } from './share-pages';

/** A stop's story as a visitor hears it: text, audio, photos and their sources, never whose it is. */
export const publicStopNarrationSchema = z.object({
  id: z.string(),
  title: z.string(),
  theme: z.string(),
  language: z.string(),
  narrationText: z.string(),
  audioUrl: z.string().nullable(),
  photoUrls: z.array(z.string()),
  heroImageUrl: z.string().nullable(),
  /** Where the facts and photos came from (photo credits included), as the player shows them. */
  sources: z.array(z.string()),
  /** True when a language model wrote the story; absent from copies saved before it was recorded. */
  aiWritten: z.boolean().optional(),
});
export type PublicStopNarration = z.infer<typeof publicStopNarrationSchema>;

export const publicTourStopSchema = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  placeId: z.string().nullable(),
  theme: z.string(),
  narration: publicStopNarrationSchema.nullable(),
});
export type PublicTourStop = z.infer<typeof publicTourStopSchema>;

/**
 * GET /api/tours/share/{shareCode} `data`: what a visitor may see of a shared tour (SPEC §2 shared
 * tour page). Built from a whitelist: no owner id or email, no tier, no private fields.
 */
export const publicTourSchema = z.strictObject({
  shareCode: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  theme: z.string().nullable(),
  startPoint: z.string().nullable(),
  destination: z.string().nullable(),
  /** Miles (SPEC §3 routes.distance). */
  distance: z.number().nullable(),
  /** Minutes (SPEC §3 routes.duration). */
  duration: z.number().nullable(),
  narrationDuration: z.number(),
  coverUrl: z.string().nullable(),
  /** The cover as a JPEG at most 480 px wide: what a phone's first paint needs. */
  coverThumbnailUrl: z.string().nullable(),
  famous: z.boolean(),
  stops: z.array(publicTourStopSchema),
});
export type PublicTour = z.infer<typeof publicTourSchema>;

/** POST /api/tours/{id}/share `data`: the tour's code and the path of its interactive link. */
export const shareLinkSchema = z.object({ shareCode: z.string(), shareUrl: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /api/tours/share/{shareCode}/stops/{index}/narration: a visitor asks for a missing stop's story. */
export const stopNarrationParamsSchema = z.strictObject({
  shareCode: shareCodeParamSchema,
  index: z.coerce
    .number({ error: 'index must be a stop number' })
    .int('index must be a stop number')
    .min(0, 'index must be a stop number')
    .max(999, 'index must be a stop number'),
});
export const stopNarrationBodySchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` }).default('en'),
});

export const shareCodeParamsSchema = z.strictObject({ shareCode: shareCodeParamSchema });

/** POST /api/narrations/{id}/save-as-tour (SPEC §7): body name; `data.shareCode` of the new tour. */
export const saveAsTourBodySchema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(200, 'name must be at most 200 characters'),
});
export const savedTourSchema = z.object({ id: z.string(), shareCode: z.string(), shareUrl: z.string() });
export type SavedTour = z.infer<typeof savedTourSchema>;
