import { z } from 'zod';
import { DEFAULT_POSTCARD_STYLE, POSTCARD_STYLE_IDS } from '../catalog/postcard-styles';
import { POSTCARD_VOICE_MESSAGE_MAX } from '../catalog/constants';

const flag = z.union([z.literal(0), z.literal(1)]);

/** SPEC §3 tour_slideshows. */
export const tourSlideshowSchema = z.object({
  routeId: z.string(),
  userId: z.string(),
  shareToken: z.string().min(1),
  viewCount: z.number().int().default(0),
  uniqueViewers: z.number().int().default(0),
  completionCount: z.number().int().default(0),
  ctaClicks: z.number().int().default(0),
  isActive: flag.default(1),
  createdAt: z.string(),
  lastViewedAt: z.string().nullable().default(null),
});

/** SPEC §3 postcard_images. */
export const postcardImageSchema = z.object({
  routeId: z.string(),
  userId: z.string(),
  imageUrl: z.string(),
  stylePreset: z.enum(POSTCARD_STYLE_IDS).default(DEFAULT_POSTCARD_STYLE),
  hasSelfie: flag.default(0),
  preserveFace: flag.default(1),
  voiceMessage: z.string().max(POSTCARD_VOICE_MESSAGE_MAX).nullable().default(null),
  audioUrl: z.string().nullable().default(null),
  videoUrl: z.string().nullable().default(null),
  videoGenerationStatus: z.enum(['pending', 'processing', 'completed', 'failed']).nullable().default(null),
  videoOperationId: z.string().nullable().default(null),
  videoCost: z.number().nullable().default(null),
  tourSnapshot: z.object({
    name: z.string(),
    startPoint: z.string().optional(),
    destination: z.string().optional(),
    pois: z.array(z.string()).default([]),
  }),
  imagePrompt: z.string().nullable().default(null),
  generationCost: z.number().nullable().default(null),
  shareCode: z.string().min(1),
  isPublic: flag.default(1),
  downloads: z.number().int().default(0),
  createdAt: z.string(),
});

/** SPEC §3 Postcard request and result. */
export const postcardRequestSchema = z.strictObject({
  stylePreset: z.enum(POSTCARD_STYLE_IDS).default(DEFAULT_POSTCARD_STYLE),
  selfieImage: z.string().startsWith('data:image/', 'selfieImage must be an image data URL').optional(),
  preserveFace: z.boolean().default(true),
  voiceMessage: z
    .string()
    .max(POSTCARD_VOICE_MESSAGE_MAX, `voiceMessage must be at most ${POSTCARD_VOICE_MESSAGE_MAX} characters`)
    .optional(),
});
export const postcardResultSchema = z.object({
  imageUrl: z.string(),
  shareCode: z.string(),
  stylePreset: z.enum(POSTCARD_STYLE_IDS),
});

/** SPEC §3 theme_images and ai_image_cache. */
export const themeImageSchema = z.object({
  theme: z.string(),
  imageUrl: z.string(),
  flickrId: z.string().nullable().default(null),
  createdAt: z.string(),
});
export const aiImageCacheSchema = z.object({
  themeHash: z.string(),
  imageUrl: z.string(),
  originalPrompt: z.string().nullable().default(null),
  narrativeType: z.string().nullable().default(null),
  style: z.string().default('photorealistic'),
  location: z.string().nullable().default(null),
  metadata: z.record(z.string(), z.unknown()).default({}),
  usageCount: z.number().int().default(0),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().default(null),
});

/** SPEC §3 maps-service usage log (google_api_usage). */
export const googleApiUsageSchema = z.object({
  userId: z.string().nullable(),
  apiType: z.string(),
  endpoint: z.string(),
  requestCount: z.number().int().default(1),
  estimatedCost: z.number().default(0),
  location: z.string().nullable().default(null),
  radius: z.number().nullable().default(null),
  resultsReturned: z.number().int().nullable().default(null),
  cacheHit: flag.default(0),
  metadata: z.unknown().nullable().default(null),
  requestTimestamp: z.string(),
  dailyDate: z.string(),
});
