import { z } from 'zod';
import { POSTCARD_STYLE_IDS, POSTCARD_VARIANTS } from '../catalog/postcard-styles';
import { POSTCARD_VOICE_MESSAGE_MAX } from '../catalog/constants';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../catalog/languages';

/** A share code, slideshow token or postcard code as it appears in a path: URL-safe, bounded. */
export const shareCodeParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid share code');

/** POST /api/postcards/generate/{routeId}: SPEC §3 Postcard request plus the variant and the video. */
export const postcardGenerateRequestSchema = z.strictObject({
  stylePreset: z.enum(POSTCARD_STYLE_IDS).default('modern'),
  variant: z.enum(POSTCARD_VARIANTS).default('scenic'),
  selfieImage: z.string().startsWith('data:image/', 'selfieImage must be an image data URL').optional(),
  preserveFace: z.boolean().default(true),
  voiceMessage: z
    .string()
    .trim()
    .max(POSTCARD_VOICE_MESSAGE_MAX, `voiceMessage must be at most ${POSTCARD_VOICE_MESSAGE_MAX} characters`)
    .optional(),
  createVideo: z.boolean().default(false),
  /** The sender's language: the voice message is spoken in it. */
  language: z.enum(LANGUAGE_CODES).default(DEFAULT_LANGUAGE),
});
export type PostcardGenerateRequest = z.input<typeof postcardGenerateRequestSchema>;

export const postcardVideoStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);

/** Its `data`: SPEC §3 Postcard result, plus where the video stands when one was asked for. */
export const postcardGenerateResultSchema = z.object({
  imageUrl: z.string(),
  shareCode: z.string(),
  stylePreset: z.enum(POSTCARD_STYLE_IDS),
  videoGenerationStatus: postcardVideoStatusSchema.nullable(),
});
export type PostcardGenerateResult = z.infer<typeof postcardGenerateResultSchema>;

/** GET /api/postcards/styles `data`: SPEC §3 Postcard style (id, name, description) with its variants. */
export const postcardStyleListSchema = z.array(
  z.object({
    id: z.enum(POSTCARD_STYLE_IDS),
    name: z.string(),
    description: z.string(),
    variants: z.array(z.enum(POSTCARD_VARIANTS)),
  }),
);

/** GET /api/postcards/share/{shareCode} `data`: what a visitor may see of a postcard, nothing private. */
export const publicPostcardSchema = z.object({
  shareCode: z.string(),
  /** The full-size PNG: what Download Postcard saves. */
  imageUrl: z.string(),
  /** A web-sized JPEG of the same picture, for the page and link previews (null on older cards). */
  previewUrl: z.string().nullable(),
  stylePreset: z.enum(POSTCARD_STYLE_IDS),
  variant: z.enum(POSTCARD_VARIANTS).nullable(),
  tourName: z.string(),
  startPoint: z.string().nullable(),
  destination: z.string().nullable(),
  /** Up to 3 highlight names (SPEC §9 POSTCARD_HIGHLIGHTS). */
  highlights: z.array(z.string()),
  /** The voice message's transcript, when the sender recorded one. */
  voiceMessage: z.string().nullable(),
  audioUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoGenerationStatus: postcardVideoStatusSchema.nullable(),
  createdAt: z.string(),
});
export type PublicPostcard = z.infer<typeof publicPostcardSchema>;
