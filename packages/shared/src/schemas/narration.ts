import { z } from 'zod';
import { LANGUAGE_CODES } from '../catalog/languages';
import { DEEP_DIVE_LENGTHS, NARRATION_DURATIONS, DEFAULT_NARRATION_DURATION } from '../catalog/constants';
import { locationSchema } from './common';
import { narrationSourceSchema } from './narration-source';

/** Theme ids are free text on the wire: unknown ids fall back to auto_channel (SPEC §3). */
export const themeInputSchema = z.string().trim().max(64).default('auto_channel');

export const narrationDurationSchema = z.union(
  NARRATION_DURATIONS.map((minutes) => z.literal(minutes)),
  {
    error: `duration must be one of ${NARRATION_DURATIONS.join(', ')} minutes`,
  },
);

/** POST /api/narration/generate (SPEC §7). userId, when sent, must be the caller's own. */
export const generateNarrationBodySchema = z.strictObject({
  userId: z.string().max(100).nullish(),
  theme: themeInputSchema,
  location: locationSchema,
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` }).default('en'),
  duration: narrationDurationSchema.default(DEFAULT_NARRATION_DURATION),
  /** The n-th story of one theme at one place (0 first): a fixed-theme channel asks for the next part. */
  part: z
    .number({ error: 'part must be a whole number from 0 to 99' })
    .int('part must be a whole number from 0 to 99')
    .min(0, 'part must be a whole number from 0 to 99')
    .max(99, 'part must be a whole number from 0 to 99')
    .default(0),
  /**
   * A deep dive instead of a timed story: short (~500 words), medium (~1000) or long (~2000), about
   * `focus` (what the listener wants to learn). When set, it decides the length instead of duration.
   */
  length: z
    .enum(Object.keys(DEEP_DIVE_LENGTHS) as [keyof typeof DEEP_DIVE_LENGTHS], {
      error: 'length must be one of short, medium, long',
    })
    .optional(),
  focus: z.string().trim().max(500, 'focus must be at most 500 characters').optional(),
});
export type GenerateNarrationBody = z.infer<typeof generateNarrationBodySchema>;

export const placeInfoSchema = z.object({ placeId: z.string(), lat: z.number(), lng: z.number(), name: z.string() });

export const narrationCostSchema = z.object({
  provider: z.string(),
  speechProvider: z.string(),
  characters: z.number().int(),
  tokens: z.number().int(),
  /** `tokens` split as billed, and the model that billed them; absent on narrations made before they were kept. */
  inputTokens: z.number().int().optional(),
  outputTokens: z.number().int().optional(),
  model: z.string().optional(),
  /** US cents at list prices, to four decimals; 0 for the offline engines. */
  estimatedCents: z.number(),
  /** False when a paid model or voice has no price in the table (`unpriced` names them); they count as 0. */
  priced: z.boolean().optional(),
  unpriced: z.array(z.string()).optional(),
  sources: z.array(z.string()),
});

/** SPEC §3 narrations, as the API presents them. */
export const narrationSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  theme: z.string(),
  language: z.string(),
  duration: z.number(),
  title: z.string(),
  location: locationSchema,
  narrationText: z.string(),
  audioUrl: z.string().nullable(),
  audioDurationSeconds: z.number().nullable(),
  photoUrls: z.array(z.string()),
  heroImageUrl: z.string().nullable(),
  photoCount: z.number().int(),
  cost: narrationCostSchema,
  placesInfo: z.array(placeInfoSchema),
  routeId: z.string().nullable(),
  waypointIndex: z.number().int().nullable(),
  createdAt: z.string(),
  /** The sources of `cost.sources` as readers see them (name, link, licence); absent from older clients' copies. */
  sources: z.array(narrationSourceSchema).optional(),
  /**
   * True when a language model wrote `narrationText`, false when the offline composer did (also when
   * it stood in for a failed model); absent from copies made before it was recorded.
   */
  aiWritten: z.boolean().optional(),
});
export type Narration = z.infer<typeof narrationSchema>;

/** POST /api/narrations: the single-stop flow (SPEC §4) creates a narration, optionally already placed in a tour. */
export const createNarrationBodySchema = generateNarrationBodySchema.extend({
  routeId: z.string().uuid('routeId must be a valid id').optional(),
  waypointIndex: z.number().int().min(0, 'waypointIndex must be 0 or more').optional(),
});
export type CreateNarrationBody = z.infer<typeof createNarrationBodySchema>;

/** PATCH /api/narrations/{id}: attach to a stop of one of the caller's tours. */
export const attachNarrationBodySchema = z.strictObject({
  routeId: z.string({ error: 'routeId is required' }).uuid('routeId must be a valid id'),
  waypointIndex: z.number({ error: 'waypointIndex is required' }).int().min(0, 'waypointIndex must be 0 or more'),
});
export type AttachNarrationBody = z.infer<typeof attachNarrationBodySchema>;
