import { z } from 'zod';
import { ROUTE_DEFAULTS } from '../catalog/constants';
import { locationSchema } from './common';

/** SPEC §3 Point of interest: the description may arrive as description, info or details. */
export const pointOfInterestSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().min(1),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    description: z.string().optional(),
    info: z.string().optional(),
    details: z.string().optional(),
    placeId: z.string().optional(),
    address: z.string().optional(),
    estimatedStopTime: z.number().optional(),
    /** Our addition: a stop told through its own theme (an indoor tour's chapters); else the tour's. */
    theme: z.string().max(64).optional(),
  })
  .transform(({ info, details, ...poi }) => ({ ...poi, description: poi.description ?? info ?? details }));
export type PointOfInterest = z.infer<typeof pointOfInterestSchema>;

/** SPEC §3 Playable stop, as the player walks a tour. */
export const playableStopSchema = z.object({
  id: z.string(),
  order: z.number().int().min(0),
  location: locationSchema,
  theme: z.string(),
  narrationText: z.string().nullable(),
  audioUrl: z.string().nullable(),
  photoUrls: z.array(z.string()).default([]),
  heroImageUrl: z.string().nullable().default(null),
  poi: pointOfInterestSchema.optional(),
  estimatedStopTime: z.number().optional(),
  narrationId: z.string().nullable().default(null),
});
export type PlayableStop = z.infer<typeof playableStopSchema>;

/** SPEC §3 routes (tours), with the defaults the spec gives. */
export const routeSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  categoryId: z.string().nullable().default(null),
  name: z.string().min(1),
  description: z.string().nullable().default(null),
  startPoint: z.string().nullable().default(null),
  destination: z.string().nullable().default(null),
  waypoints: z.array(locationSchema).default([]),
  distance: z.number().nullable().default(null),
  duration: z.number().nullable().default(null),
  difficulty: z.string().default(ROUTE_DEFAULTS.difficulty),
  scenicRating: z.number().min(0).max(5).default(ROUTE_DEFAULTS.scenicRating),
  tags: z.array(z.string()).default([]),
  narrationDuration: z.number().default(ROUTE_DEFAULTS.narrationDuration),
  tourGuideContent: z.unknown().nullable().default(null),
  pointsOfInterest: z.array(pointOfInterestSchema).default([]),
  polyline: z.string().nullable().default(null),
  aiImageUrl: z.string().nullable().default(null),
  aiImagePrompt: z.string().nullable().default(null),
  aiImagesCount: z.number().int().default(0),
  customImageUrl: z.string().nullable().default(null),
  thumbnailUrl: z.string().nullable().default(null),
  isPublic: z.union([z.literal(0), z.literal(1)]).default(0),
  isFeatured: z.union([z.literal(0), z.literal(1)]).default(0),
  isFamous: z.union([z.literal(0), z.literal(1)]).default(0),
  shareCode: z.string().nullable().default(null),
  sharedBy: z.string().nullable().default(null),
  downloads: z.number().int().default(0),
  clonedFrom: z.string().nullable().default(null),
  recordedFrom: z.enum(['live_discovery', 'manual', 'import']).default('manual'),
  hasLiveNarrations: z.union([z.literal(0), z.literal(1)]).default(0),
  photoUrls: z.array(z.string()).default([]),
  theme: z.string().nullable().default(null),
  tourType: z.string().default('ai_generated'),
  sourceUrl: z.string().nullable().default(null),
  enhancementLevel: z.string().nullable().default(null),
  narrativeStyle: z.string().nullable().default(null),
  contentDepth: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Route = z.infer<typeof routeSchema>;

/** SPEC §3 route_categories. */
export const routeCategorySchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  description: z.string().nullable().default(null),
  color: z.string().default(ROUTE_DEFAULTS.color),
  icon: z.string().default(ROUTE_DEFAULTS.icon),
  createdAt: z.string(),
});

/** SPEC §3 favorites. */
export const favoriteSchema = z.object({
  userId: z.string(),
  routeId: z.string(),
  notes: z.string().nullable().default(null),
  rating: z.number().int().min(1).max(5).nullable().default(null),
  tags: z.array(z.string()).default([]),
  createdAt: z.string(),
  lastViewed: z.string().nullable().default(null),
});

/** SPEC §3 Shared or imported tour: what a share link's `data` parameter carries. */
export const sharedTourSchema = z.object({
  name: z.string().min(1),
  theme: z.string().optional(),
  waypoints: z.array(
    z.object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      name: z.string().optional(),
      theme: z.string().optional(),
      narrationText: z.string().optional(),
      audioUrl: z.string().optional(),
      photoUrls: z.array(z.string()).optional(),
    }),
  ),
});
export type SharedTour = z.infer<typeof sharedTourSchema>;

/** SPEC §3 Famous tour, as the famous-tours grid lists it. */
export const famousTourSchema = z.object({
  id: z.string(),
  name: z.string(),
  subtitle: z.string().optional(),
  description: z.string().optional(),
  startPoint: z.string().optional(),
  destination: z.string().optional(),
  distance: z.number().optional(),
  duration: z.number().optional(),
  scenicRating: z.number().min(0).max(5).optional(),
  stops: z.number().int().min(0),
  shareCode: z.string(),
  aiImageUrl: z.string().nullable().optional(),
  customImageUrl: z.string().nullable().optional(),
  thumbnailUrl: z.string().nullable().optional(),
  tags: z.array(z.string()).default([]),
  highlights: z.array(z.string()).default([]),
  photoUrls: z.array(z.string()).default([]),
});
export type FamousTour = z.infer<typeof famousTourSchema>;
