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
});

/** The explorer reads data.name, the creator data.placeName (SPEC §7): both are sent. */
export const reverseGeocodeResultSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  placeName: z.string(),
});
export const forwardGeocodeResultSchema = z.object({ lat: z.number(), lng: z.number(), name: z.string() });
