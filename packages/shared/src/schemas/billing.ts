import { z } from 'zod';

/** GET /api/config/upgrade-url `data`: the external upgrade page, or null when none is set. */
export const upgradeUrlSchema = z.object({ url: z.string().nullable() });

/** POST /api/billing/webhook `data`: the event was received and what it did to the account. */
export const billingWebhookResultSchema = z.object({ received: z.literal(true), outcome: z.string() });
