import { z } from 'zod';

/** POST /api/tour-maker/routes/{id}/copy: a famous tour copied into the caller's collection, to edit. */
export const copyFamousTourBodySchema = z
  .strictObject({
    /** Clients may name the account they act for; it must be the caller's own. */
    userId: z.string({ error: 'userId must be text' }).max(100).nullish(),
    /** The copy's name; the famous tour's own name when absent. */
    name: z
      .string({ error: 'name must be text' })
      .trim()
      .min(1, 'name must not be blank')
      .max(200, 'name must be at most 200 characters')
      .optional(),
  })
  .default({});
export type CopyFamousTourBody = z.infer<typeof copyFamousTourBodySchema>;
