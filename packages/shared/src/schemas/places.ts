import { z } from 'zod';
import { LANGUAGE_CODES } from '../catalog/languages';
import { PLACE_ID_PREFIXES } from '../catalog/constants';
import { latitudeSchema, longitudeSchema } from './common';

/** Google place ids are URL-safe base64-like text; the Details button shows only for these prefixes (SPEC §2). */
export const placeIdSchema = z
  .string({ error: 'placeId is required' })
  .trim()
  .min(10, 'placeId is too short')
  .max(1024, 'placeId is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'placeId may hold only letters, digits, - and _')
  .refine((id) => PLACE_ID_PREFIXES.some((prefix) => id.startsWith(prefix)), {
    message: `placeId must start with ${PLACE_ID_PREFIXES.join(', ')}`,
  });

export const placeDetailsParamsSchema = z.strictObject({ placeId: placeIdSchema });
export const placeDetailsQuerySchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` }).default('en'),
});

export const photoReferenceParamsSchema = z.strictObject({
  photoReference: z
    .string()
    .min(10, 'photoReference is too short')
    .max(2048, 'photoReference is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'photoReference may hold only letters, digits, - and _'),
});
/** Google serves place photos up to 1600 px wide. */
export const placePhotoQuerySchema = z.strictObject({
  maxwidth: z.coerce
    .number({ error: 'maxwidth must be a number' })
    .int('maxwidth must be a whole number')
    .min(1, 'maxwidth must be between 1 and 1600')
    .max(1600, 'maxwidth must be between 1 and 1600')
    .default(800),
});

export const placeReviewSchema = z.object({
  author_name: z.string(),
  rating: z.number().nullable(),
  text: z.string(),
  relative_time_description: z.string(),
});
export type PlaceReview = z.infer<typeof placeReviewSchema>;

/** SPEC §3 Place details (as displayed); field names follow the maps service the modal was built for. */
export const placeDetailsSchema = z.object({
  place_id: z.string(),
  name: z.string().nullable(),
  rating: z.number().nullable(),
  user_ratings_total: z.number().int().nullable(),
  price_level: z.number().int().nullable(),
  formatted_address: z.string().nullable(),
  opening_hours: z.object({ weekday_text: z.array(z.string()) }).nullable(),
  formatted_phone_number: z.string().nullable(),
  website: z.string().nullable(),
  photoReferences: z.array(z.string()),
  reviews: z.array(placeReviewSchema),
  types: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const mapsKeyResultSchema = z.object({ apiKey: z.string().nullable() });

export const MAP_EMBED_MODES = ['place', 'view', 'directions', 'search'] as const;
export type MapEmbedMode = (typeof MAP_EMBED_MODES)[number];

const embedText = (field: string) => z.string().trim().min(1, `${field} must not be empty`).max(300);

/** POST /api/maps-embed/generate-url (SPEC §7): each mode names what it needs. */
export const mapsEmbedBodySchema = z
  .strictObject({
    mode: z.enum(MAP_EMBED_MODES, { error: `mode must be one of ${MAP_EMBED_MODES.join(', ')}` }),
    placeId: placeIdSchema.optional(),
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    zoom: z.number().int('zoom must be a whole number').min(0).max(21, 'zoom must be between 0 and 21').optional(),
    origin: embedText('origin').optional(),
    destination: embedText('destination').optional(),
    q: embedText('q').optional(),
  })
  .superRefine((body, ctx) => {
    const need = (message: string) => ctx.addIssue({ code: 'custom', message });
    if ((body.lat === undefined) !== (body.lng === undefined)) need('lat and lng must be sent together');
    const hasPoint = body.lat !== undefined;
    if (body.mode === 'place' && !body.placeId && !body.q && !hasPoint) need('place mode needs placeId, q or lat/lng');
    if (body.mode === 'view' && !hasPoint) need('view mode needs lat and lng');
    if (body.mode === 'directions' && (!body.origin || !body.destination))
      need('directions mode needs origin and destination');
    if (body.mode === 'search' && !body.q) need('search mode needs q');
  });
export type MapsEmbedBody = z.infer<typeof mapsEmbedBodySchema>;

export const mapsEmbedResultSchema = z.object({ embedUrl: z.string() });
