import { z } from 'zod';

/** One row of GET /api/admin/usage: the maps-service calls of one UTC day and one API type. */
export const usageTotalSchema = z.object({
  day: z.string(),
  apiType: z.string(),
  requests: z.number().int(),
  cacheHits: z.number().int(),
  estimatedCents: z.number(),
});
export type UsageTotal = z.infer<typeof usageTotalSchema>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/u;

/** GET /api/admin/usage?from=YYYY-MM-DD&to=YYYY-MM-DD (inclusive, UTC days); both optional. */
export const usageQuerySchema = z.strictObject({
  from: z.string().regex(dayPattern, 'from must be a day as YYYY-MM-DD').optional(),
  to: z.string().regex(dayPattern, 'to must be a day as YYYY-MM-DD').optional(),
});
