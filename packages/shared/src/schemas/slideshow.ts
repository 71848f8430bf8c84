import { z } from 'zod';
import { shareCodeParamSchema } from './share-pages';

/**
 * POST /api/tours/{id}/create-slideshow `data` (SPEC §3 Slideshow result). `shareUrl` is a path,
 * `/slideshow/{shareToken}`: the page that shows it prefixes its own origin, which the server behind a
 * proxy cannot know for sure (and a Host header is the caller's to forge).
 */
export const slideshowLinkSchema = z.object({
  shareUrl: z.string(),
  shareToken: z.string(),
});
export type SlideshowLink = z.infer<typeof slideshowLinkSchema>;

/** One stop as a visitor sees it: only what the slideshow shows and plays. */
export const publicSlideshowStopSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  /** The stop's photos (hero first), never data: URLs. */
  photoUrls: z.array(z.string()),
  /** The narration text without the narrator's begin/end markers. */
  narrationText: z.string(),
  audioUrl: z.string().nullable(),
});

/**
 * GET /api/slideshows/{shareToken} `data`: the tour's name, description and cover and its narrated
 * stops in order, plus whether the creator is on the free tier (the promotional block). Never the
 * owner's email, id or tier details. No stops means the tour is not ready yet.
 */
export const publicSlideshowSchema = z.object({
  shareToken: z.string(),
  tour: z.object({
    name: z.string(),
    description: z.string().nullable(),
    coverUrl: z.string().nullable(),
  }),
  stops: z.array(publicSlideshowStopSchema),
  creatorIsFree: z.boolean(),
});
export type PublicSlideshow = z.infer<typeof publicSlideshowSchema>;
export type PublicSlideshowStop = z.infer<typeof publicSlideshowStopSchema>;

/** /api/slideshows/{shareToken}/…: the token as it appears in the path. */
export const slideshowTokenParamsSchema = z.strictObject({ shareToken: shareCodeParamSchema });

/** A random id the slideshow page keeps in the browser, so each viewer is counted once. */
export const slideshowViewerIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'viewerId must be 16-64 URL-safe characters');

/** POST /api/slideshows/{shareToken}/view: `isUnique` is the page's guess; the server decides by viewerId. */
export const slideshowViewBodySchema = z.strictObject({
  viewerId: slideshowViewerIdSchema,
  isUnique: z.boolean().optional(),
});
/** POST /api/slideshows/{shareToken}/complete and /cta-click. */
export const slideshowEventBodySchema = z.strictObject({ viewerId: slideshowViewerIdSchema });

/** Every event's `data`: whether this call changed a count (a repeat from the same viewer does not). */
export const slideshowEventResultSchema = z.object({ counted: z.boolean() });

/** GET /api/tours/{id}/slideshow `data` (owner only): the tour's active slideshow and its counts, or null. */
export const slideshowStatsSchema = z.object({
  shareUrl: z.string(),
  shareToken: z.string(),
  viewCount: z.number().int(),
  uniqueViewers: z.number().int(),
  completionCount: z.number().int(),
  ctaClicks: z.number().int(),
  createdAt: z.string(),
  lastViewedAt: z.string().nullable(),
});
export type SlideshowStats = z.infer<typeof slideshowStatsSchema>;
