import { z } from 'zod';
import { isTierId, type TierId } from '@roamcast/shared/catalog/tiers';

/** What one verified Stripe event says about a user's plan; null fields are left as they are. */
export interface PlanChange {
  /** Our user id, when the event carries it (checkout `client_reference_id`, or metadata `userId`). */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The tier the user now has; null when the event names none (e.g. a one-off checkout). */
  tier: TierId | null;
  subscriptionTier: TierId | null;
  /** The trial as a subscription event states it; null (checkout) leaves the user's trial as it is. */
  trial: { active: boolean; expiresAt: string | null } | null;
  /** Unix seconds of the current billing period, when the event carries one. */
  periodStart: number | null;
  periodEnd: number | null;
}

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]).nullish();
const metadataSchema = z.record(z.string(), z.string()).nullish();

const checkoutSchema = z.object({
  client_reference_id: z.string().nullish(),
  customer: idOf,
  subscription: idOf,
  metadata: metadataSchema,
});

const period = { current_period_start: z.number().nullish(), current_period_end: z.number().nullish() };
const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  metadata: metadataSchema,
  trial_end: z.number().nullish(),
  ...period,
  items: z.object({ data: z.array(z.object({ price: z.object({ id: z.string() }).nullish(), ...period })) }).nullish(),
});

/** Subscription states in which the customer keeps what they pay for (past_due: Stripe is still retrying). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const tierIn = (value: string | undefined): TierId | null => (value && isTierId(value) ? value : null);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Reads the events that change a plan; every other type (and a malformed object) answers null. */
export function readBillingEvent(type: string, object: unknown, priceTiers: Record<string, TierId>): PlanChange | null {
  if (type === 'checkout.session.completed') {
    const parsed = checkoutSchema.safeParse(object);
    if (!parsed.success) return null;
    const session = parsed.data;
    const tier = tierIn(session.metadata?.tier);
    return {
      userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      customerId: session.customer ?? null,
      subscriptionId: session.subscription ?? null,
      tier,
      subscriptionTier: tier,
      trial: null,
      periodStart: null,
      periodEnd: null,
    };
  }
  if (!type.startsWith('customer.subscription.')) return null;
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success) return null;
  const sub = parsed.data;
  const item = sub.items?.data[0];
  const priceTier = item?.price ? (priceTiers[item.price.id] ?? null) : null;
  const paidTier = tierIn(sub.metadata?.tier) ?? priceTier;
  const live = type !== 'customer.subscription.deleted' && LIVE_STATUSES.has(sub.status);
  const trialing = live && sub.status === 'trialing' && Boolean(sub.trial_end);
  return {
    userId: sub.metadata?.userId ?? null,
    customerId: sub.customer ?? null,
    subscriptionId: sub.id,
    tier: live ? paidTier : 'freemium',
    subscriptionTier: live ? paidTier : null,
    trial: { active: trialing, expiresAt: trialing && sub.trial_end ? iso(sub.trial_end) : null },
    // Since API version 2025-03-31 the period sits on the subscription items.
    periodStart: item?.current_period_start ?? sub.current_period_start ?? null,
    periodEnd: item?.current_period_end ?? sub.current_period_end ?? null,
  };
}
