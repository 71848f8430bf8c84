import { z } from 'zod';

export const idSchema = z.string().uuid('must be a valid id');
export const idParamsSchema = z.strictObject({ id: idSchema });

export const latitudeSchema = z
  .number()
  .min(-90, 'latitude must be between -90 and 90')
  .max(90, 'latitude must be between -90 and 90');
export const longitudeSchema = z
  .number()
  .min(-180, 'longitude must be between -180 and 180')
  .max(180, 'longitude must be between -180 and 180');

/** SPEC §3 Location: lat, lng, optional name. */
export const locationSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  name: z.string().trim().max(200).optional(),
});
export type Location = z.infer<typeof locationSchema>;

/** Query strings arrive as text: coerce "37.8" to a number, refusing blanks. */
export const latitudeQuerySchema = z.coerce.number({ error: 'lat must be a number' }).pipe(latitudeSchema);
export const longitudeQuerySchema = z.coerce.number({ error: 'lng must be a number' }).pipe(longitudeSchema);
