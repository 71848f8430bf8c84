import { z } from 'zod';
import { DEEP_DIVE_LENGTHS, DEFAULT_DEEP_DIVE_LENGTH, TOUR_TYPES } from '../catalog/constants';
import { LANGUAGE_CODES } from '../catalog/languages';
import { latitudeSchema, longitudeSchema } from './common';
import { narrationDurationSchema } from './narration';
import { routeSchema } from './tour';

/**
 * The five ways to make a tour (SPEC §7 creation endpoints). Fields the spec lists keep their names;
 * our additions: `coordinates` (set when the creator's Detect button or a chosen suggestion pinned
 * the place, so the server need not geocode the text) and `language` (the UI language the tour's
 * narrations are written in; English when absent).
 */
const callerId = z.string({ error: 'userId must be text' }).max(100).nullish();
const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optional = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional();
const language = z
  .enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` })
  .default('en');
const coordinates = z.strictObject({ lat: latitudeSchema, lng: longitudeSchema }).optional();

/** POST /api/tour-maker/specialty-tour: theme is a creator preset id or the custom theme's text. */
export const specialtyTourBodySchema = z.strictObject({
  userId: callerId,
  name: required('name', 200),
  location: required('location', 200),
  coordinates,
  theme: required('theme', 200),
  focus: optional('focus', 500),
  narrationDuration: narrationDurationSchema.default(1),
  language,
});
export type SpecialtyTourBody = z.infer<typeof specialtyTourBodySchema>;

/** POST /api/tour-maker/ask-{model}-tour: any model name in the path; a free-text request. */
export const askTourBodySchema = z.strictObject({
  userId: callerId,
  location: required('location', 200),
  coordinates,
  prompt: required('prompt', 2000),
  narrationDuration: narrationDurationSchema.default(1),
  language,
});
export type AskTourBody = z.infer<typeof askTourBodySchema>;

/** POST /api/tour-maker/deep-dive-tour: chapters of about 500/1000/2000 words in all. */
export const deepDiveTourBodySchema = z.strictObject({
  userId: callerId,
  placeOrTopic: required('placeOrTopic', 200),
  detailedPrompt: required('detailedPrompt', 2000),
  length: z
    .enum(Object.keys(DEEP_DIVE_LENGTHS) as [keyof typeof DEEP_DIVE_LENGTHS], {
      error: 'length must be one of short, medium, long',
    })
    .default(DEFAULT_DEEP_DIVE_LENGTH),
  coordinates,
  language,
});
export type DeepDiveTourBody = z.infer<typeof deepDiveTourBodySchema>;

/** POST /api/tour-maker/walking-indoor-tour: a walk near a place, or a tour inside one venue. */
export const walkingIndoorTourBodySchema = z.strictObject({
  userId: callerId,
  name: required('name', 200),
  location: required('location', 200),
  coordinates,
  description: optional('description', 2000),
  useGPS: z.boolean({ error: 'useGPS must be true or false' }).default(false),
  type: z.enum(TOUR_TYPES, { error: 'type must be walking or indoor' }).default('walking'),
  language,
});
export type WalkingIndoorTourBody = z.infer<typeof walkingIndoorTourBodySchema>;

/** Import data: a maps link, a share code, a base64 tour object, or a GPX/KML file's text. */
export const IMPORT_DATA_MAX_CHARS = 5 * 1024 * 1024;

/** POST /api/tour-maker/import-tour. `fileName` is sent with an uploaded GPX or KML file. */
export const importTourBodySchema = z.strictObject({
  userId: callerId,
  importData: z
    .string({ error: 'importData is required' })
    .trim()
    .min(1, 'Please enter a Google Maps URL or tour share code')
    .max(IMPORT_DATA_MAX_CHARS, 'The import is larger than 5 MB'),
  fileName: optional('fileName', 255),
  language,
});
export type ImportTourBody = z.infer<typeof importTourBodySchema>;

/**
 * What every creation endpoint answers (201): the new tour (its narrations are being written by a
 * job: see the generate-narrations progress) and, when the place had fewer candidates than the tour
 * wanted, a notice saying so.
 */
export const createdTourSchema = routeSchema.extend({ notice: z.string().nullable() });
export type CreatedTour = z.infer<typeof createdTourSchema>;

/** The ask-{model}-tour path segment: any model name the client sends (letters, digits, . _ : -). */
export const askTourParamsSchema = z.strictObject({
  creator: z
    .string()
    .regex(
      /^ask-[A-Za-z0-9][A-Za-z0-9._:-]{0,63}-tour$/,
      'Unknown tour maker: use ask-{model}-tour, e.g. ask-claude-tour',
    )
    .transform((path) => path.slice('ask-'.length, -'-tour'.length)),
});
