import { z } from 'zod';
import { shareCodeParamSchema } from './share-pages';
import { pointOfInterestSchema } from './tour';
import { tierSchema } from './user';

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

/** SPEC §3 slideshow narration: one narrated stop, `poiIndex` its place in the tour's stops. */
export const slideshowNarrationSchema = z.object({
  audioUrl: z.string().nullable(),
  /** The narration text without the narrator's begin/end markers. */
  text: z.string(),
  photoUrls: z.array(z.string()),
  poiIndex: z.number().int().min(0),
});
export type SlideshowNarration = z.infer<typeof slideshowNarrationSchema>;

/**
 * The part of GET /api/slideshows/{shareToken} `data` the slideshow page reads: the tour's name,
 * description and cover, its narrated stops in order (name and address each), and whether the creator is
 * on the free tier (the promotional block). No stops means the tour is not ready yet.
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

/**
 * GET /api/slideshows/{shareToken} `data` whole (SPEC §3 tour_slideshows view payload): the spec's
 * `narrations`, `tour` (name, description, customImageUrl, aiImageUrl, pointsOfInterest) and
 * `creatorTier`, with the page's fields above as additions. Never the owner's email, id or plan details
 * beyond the tier.
 */
export const slideshowViewSchema = publicSlideshowSchema.extend({
  narrations: z.array(slideshowNarrationSchema),
  tour: publicSlideshowSchema.shape.tour.extend({
    customImageUrl: z.string().nullable(),
    aiImageUrl: z.string().nullable(),
    pointsOfInterest: z.array(pointOfInterestSchema),
  }),
  creatorTier: tierSchema,
});
export type SlideshowView = z.infer<typeof slideshowViewSchema>;
export type PublicSlideshow = z.infer<typeof publicSlideshowSchema>;
export type PublicSlideshowStop = z.infer<typeof publicSlideshowStopSchema>;

/** /api/slideshows/{shareToken}/…: the token as it appears in the path. */
export const slideshowTokenParamsSchema = z.strictObject({ shareToken: shareCodeParamSchema });

/** A random id the slideshow page keeps in the browser, so each viewer is counted once. */
export const slideshowViewerIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'viewerId must be 16-64 URL-safe characters');

/**
 * POST /api/slideshows/{shareToken}/view: SPEC §7 body `{isUnique}`. With our optional `viewerId` the
 * server decides uniqueness and counts the viewer once; without it, `isUnique` is taken as sent.
 */
export const slideshowViewBodySchema = z.strictObject({
  viewerId: slideshowViewerIdSchema.optional(),
  isUnique: z.boolean().optional(),
});
/** POST /api/slideshows/{shareToken}/complete and /cta-click: SPEC §7 empty body, or our optional `viewerId`. */
export const slideshowEventBodySchema = z.strictObject({ viewerId: slideshowViewerIdSchema.optional() });

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
