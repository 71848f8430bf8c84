import { z } from 'zod';
import { LANGUAGE_CODES } from '../catalog/languages';
import { latitudeQuerySchema, longitudeQuerySchema } from './common';

export const reverseGeocodeQuerySchema = z.strictObject({
  lat: latitudeQuerySchema,
  lng: longitudeQuerySchema,
  language: z.enum(LANGUAGE_CODES).default('en'),
});

export const forwardGeocodeQuerySchema = z.strictObject({
  location: z.string({ error: 'location is required' }).trim().min(1, 'Please enter an address or place name').max(200),
  language: z.enum(LANGUAGE_CODES).default('en'),
  /** The listener's position, when known: among equally notable places the nearer ranks first. */
  nearLat: latitudeQuerySchema.optional(),
  nearLng: longitudeQuerySchema.optional(),
});

/** The explorer reads data.name, the creator data.placeName (SPEC §7): both are sent. */
export const reverseGeocodeResultSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  placeName: z.string(),
});

/** What a found place is: a landmark of the pack, a district of a city, a town or city, a region, a country. */
export const PLACE_KINDS = ['landmark', 'district', 'town', 'region', 'country', 'address'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** One place a search may mean, named in the requested language. */
export const placeCandidateSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The full display name, e.g. "Valencia, Valencian Community, Spain". */
  name: z.string(),
  /** The place's own name alone ("Valencia"). */
  label: z.string(),
  /** Its region (state, province), when known. */
  region: z.string().optional(),
  /** Its country, in the requested language. */
  country: z.string().optional(),
  kind: z.enum(PLACE_KINDS),
});
export type PlaceCandidate = z.infer<typeof placeCandidateSchema>;

/**
 * The best match (lat, lng, name, as SPEC §7 has it) and the places the text may mean, best first
 * (the best match is the first candidate). `clear` is false when another candidate is nearly as
 * likely: the page then asks "Did you mean…" rather than going to the first.
 */
export const forwardGeocodeResultSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  clear: z.boolean(),
  candidates: z.array(placeCandidateSchema).max(8),
});
export type ForwardGeocodeResult = z.infer<typeof forwardGeocodeResultSchema>;
