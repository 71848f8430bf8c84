import { z } from 'zod';
import type { TierId } from '@roamcast/shared/catalog/tiers';

/** Billing variables (README, Configuration); all optional: without a secret the webhook answers 404. */
export const billingEnvSchema = z.object({
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
  STRIPE_PRICE_STANDARD: z.string().optional(),
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  UPGRADE_URL: z.url({ protocol: /^https?$/, error: 'UPGRADE_URL must be an http(s) address' }).optional(),
});

export interface BillingConfig {
  webhookSecret: string | undefined;
  /** Stripe price id -> the tier it buys, for subscriptions without a `tier` in their metadata. */
  priceTiers: Record<string, TierId>;
  upgradeUrl: string | null;
}

export function billingConfigFrom(env: Record<string, string>): BillingConfig {
  const vars = billingEnvSchema.parse(env);
  const priceTiers: Record<string, TierId> = {};
  if (vars.STRIPE_PRICE_STANDARD) priceTiers[vars.STRIPE_PRICE_STANDARD] = 'standard';
  if (vars.STRIPE_PRICE_PREMIUM) priceTiers[vars.STRIPE_PRICE_PREMIUM] = 'premium';
  return { webhookSecret: vars.STRIPE_WEBHOOK_SECRET, priceTiers, upgradeUrl: vars.UPGRADE_URL ?? null };
}
