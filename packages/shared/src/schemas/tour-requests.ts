import { z } from 'zod';
import { idSchema, locationSchema } from './common';
import { narrationDurationSchema, narrationSchema } from './narration';
import { pointOfInterestSchema, routeSchema } from './tour';

/** A recorded day of listening can be long; this only stops absurd payloads. */
export const TOUR_MAX_STOPS = 200;

const routeNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200, 'name must be at most 200 characters');

/** Optional text: trimmed, and a blank value means "none" (stored as null). */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

const flagSchema = (field: string) => z.union([z.literal(0), z.literal(1)], { error: `${field} must be 0 or 1` });

// Stops are lenient (extra keys dropped) so a shared or imported tour's richer waypoints still fit.
const waypointsSchema = z.array(locationSchema).max(TOUR_MAX_STOPS, `at most ${TOUR_MAX_STOPS} waypoints`);
const pointsOfInterestSchema = z
  .array(pointOfInterestSchema)
  .max(TOUR_MAX_STOPS, `at most ${TOUR_MAX_STOPS} points of interest`);

/** Sent by some clients out of habit; when present it must be the caller's own id. */
const callerIdSchema = z.string({ error: 'userId must be text' }).max(100).nullish();

/**
 * POST /api/tour-maker/routes (SPEC §7). narrationIds is our extension for "Save Your Journey":
 * the recorded narrations in order; they become the tour's stops and, when waypoints or
 * pointsOfInterest are not sent, those are derived from the narrations' places.
 */
export const createRouteBodySchema = z.strictObject({
  userId: callerIdSchema,
  name: routeNameSchema,
  description: optionalText('description', 5000),
  startPoint: optionalText('startPoint', 200),
  destination: optionalText('destination', 200),
  theme: optionalText('theme', 100),
  waypoints: waypointsSchema.optional(),
  pointsOfInterest: pointsOfInterestSchema.optional(),
  recordedFrom: z
    .enum(['live_discovery', 'manual', 'import'], { error: 'recordedFrom must be live_discovery, manual or import' })
    .default('manual'),
  hasLiveNarrations: flagSchema('hasLiveNarrations').optional(),
  narrationDuration: narrationDurationSchema.optional(),
  narrationIds: z
    .array(idSchema)
    .max(TOUR_MAX_STOPS, `at most ${TOUR_MAX_STOPS} narrations`)
    .refine((ids) => new Set(ids).size === ids.length, 'narrationIds must not repeat a narration')
    .default([]),
});
export type CreateRouteBody = z.infer<typeof createRouteBodySchema>;

/** PATCH /api/tour-maker/routes/{id}: any subset of the fields the creator's edit form owns. */
export const updateRouteBodySchema = z
  .strictObject({
    userId: callerIdSchema,
    name: routeNameSchema.optional(),
    description: optionalText('description', 5000),
    startPoint: optionalText('startPoint', 200),
    destination: optionalText('destination', 200),
    theme: optionalText('theme', 100),
    waypoints: waypointsSchema.optional(),
    pointsOfInterest: pointsOfInterestSchema.optional(),
    narrationDuration: narrationDurationSchema.optional(),
    tags: z.array(z.string().trim().min(1).max(50)).max(30, 'at most 30 tags').optional(),
    difficulty: z.string().trim().min(1, 'difficulty must not be blank').max(30).optional(),
    scenicRating: z
      .number({ error: 'scenicRating must be a number' })
      .min(0, 'scenicRating must be between 0 and 5')
      .max(5, 'scenicRating must be between 0 and 5')
      .optional(),
    distance: z.number().min(0, 'distance must not be negative').nullable().optional(),
    duration: z.number().min(0, 'duration must not be negative').nullable().optional(),
    isPublic: flagSchema('isPublic').optional(),
  })
  .refine(
    ({ userId: _userId, ...changes }) => Object.values(changes).some((value) => value !== undefined),
    'Send at least one field to change',
  );
export type UpdateRouteBody = z.infer<typeof updateRouteBodySchema>;

/** GET /api/tour-maker/routes?userId= : the caller's own tours only. */
export const listRoutesQuerySchema = z.strictObject({ userId: z.string().max(100).optional() });

export const routeListSchema = z.array(routeSchema);

/** GET /api/tour-maker/routes/{id}: the tour and its stops' narrations, in waypoint order. */
export const routeWithNarrationsSchema = routeSchema.extend({ narrations: z.array(narrationSchema) });
export type RouteWithNarrations = z.infer<typeof routeWithNarrationsSchema>;

/** DELETE /api/tour-maker/routes/{id}: the tour is gone; its narrations are kept, detached. */
export const deleteRouteResultSchema = z.object({ id: z.string(), detachedNarrations: z.number().int() });
export type DeleteRouteResult = z.infer<typeof deleteRouteResultSchema>;
