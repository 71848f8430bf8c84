import { z } from 'zod';

/** Every API response carries success, data and error (SPEC §7). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.union([
    z.object({ success: z.literal(true), data, error: z.null() }),
    z.object({ success: z.literal(false), data: z.null(), error: z.string() }),
  ]);
}

export type Envelope<T> = { success: true; data: T; error: null } | { success: false; data: null; error: string };
