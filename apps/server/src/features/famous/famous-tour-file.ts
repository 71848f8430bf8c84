import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { idSchema, latitudeSchema, longitudeSchema } from '@roamcast/shared/schemas/common';

/** Where a coordinate comes from: the bundled gazetteer, the landmark pack, or a named Wikipedia article. */
const pointSourceSchema = z
  .string()
  .regex(/^(gazetteer:geonames:\d+|landmark-pack:(Q\d+|[a-z0-9-]+)|wikipedia:.+)$/u, 'a point needs a known source');

const pointSchema = z.strictObject({
  name: z.string().min(1),
  lat: latitudeSchema,
  lng: longitudeSchema,
  source: pointSourceSchema,
});

const stopSchema = pointSchema.extend({
  /** 1 for the first stop, in driving order. */
  order: z.number().int().min(1),
  description: z.string().min(10).max(200),
});

/**
 * One curated road trip (SPEC §1, §3 famous tour), as a data file: adding a famous tour is adding a
 * file. Distance and duration are published figures, each with its source; the polyline is the road
 * as the ordered towns and junctions it passes through, so stops can be checked against it.
 */
export const famousTourFileSchema = z
  .strictObject({
    id: idSchema,
    /** Where the tour stands in the Famous Tours grid (1 first). */
    position: z.number().int().min(1),
    shareCode: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/u),
    name: z.string().min(2),
    subtitle: z.string().min(2),
    description: z.string().min(10),
    startPoint: z.string().min(2),
    destination: z.string().min(2),
    distanceMiles: z.number().positive(),
    durationMinutes: z.number().int().positive(),
    /** Out of 5: the curator's own judgement, said so in `sources.scenicRating`. */
    scenicRating: z.number().int().min(1).max(5),
    theme: z.string().min(1),
    tags: z.array(z.string().min(1)).max(10),
    highlights: z.array(z.string().min(1)).min(1).max(6),
    sources: z.strictObject({
      distance: z.string().min(5),
      duration: z.string().min(5),
      scenicRating: z.string().min(5),
    }),
    polyline: z.array(pointSchema).min(2),
    stops: z.array(stopSchema).min(8).max(20),
  })
  .superRefine((tour, ctx) => {
    tour.stops.forEach((stop, index) => {
      if (stop.order !== index + 1) ctx.addIssue({ code: 'custom', message: `stop ${stop.name} is out of order` });
    });
  });
export type FamousTourFile = z.infer<typeof famousTourFileSchema>;

const TOURS_DIR = new URL('./tours/', import.meta.url);

/** Every famous tour file, checked; a malformed one stops the server at start rather than seeding half a tour. */
export function readFamousTourFiles(dir: URL = TOURS_DIR): FamousTourFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const parsed = famousTourFileSchema.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
      if (!parsed.success) throw new Error(`Famous tour ${file}: ${parsed.error.message}`);
      return parsed.data;
    })
    .sort((a, b) => a.position - b.position);
}
