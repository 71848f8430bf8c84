import { z } from 'zod';

/** POST /api/auth/{partner}/callback: the one-time code from the sign-in return (SPEC §7). */
export const partnerCallbackBodySchema = z.strictObject({
  token: z.string({ error: 'token is required' }).min(16, 'token is malformed').max(200, 'token is malformed'),
});
export type PartnerCallbackBody = z.infer<typeof partnerCallbackBodySchema>;

/** GET /api/config/{partner}: where the browser goes to sign in, and the partner's name. */
export const partnerConfigSchema = z.object({ apiUrl: z.string(), name: z.string(), partner: z.string() });
export type PartnerConfigResponse = z.infer<typeof partnerConfigSchema>;

/** GET /api/{partner}/check-availability. */
export const partnerAvailabilitySchema = z.object({
  partner: z.string(),
  name: z.string(),
  configured: z.boolean(),
  available: z.boolean(),
  linked: z.boolean(),
  canUnlink: z.boolean(),
});
export type PartnerAvailability = z.infer<typeof partnerAvailabilitySchema>;

/** POST /api/auth/{partner}/link: the address a signed-in user goes to, to link the partner account. */
export const partnerLinkSchema = z.object({ url: z.string() });

/** DELETE /api/auth/{partner}/link. */
export const partnerUnlinkedSchema = z.object({ linked: z.literal(false) });
