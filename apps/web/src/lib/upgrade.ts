import { queryOptions } from '@tanstack/react-query';
import { TIER_IDS, type TierId } from '@roamcast/shared/catalog/tiers';
import { api } from './api/api-client';

/** The external upgrade page when the server names none (UPGRADE_URL); it opens in a new tab (SPEC §2). */
export const DEFAULT_UPGRADE_URL = 'https://roamcast.app/upgrade';

export type UpgradeReason = 'tour' | 'postcard' | 'general';

/** SPEC §6: Standard for a freemium user hitting the tour limit, Premium otherwise. */
export function recommendedTier(tier: TierId, atTourLimit: boolean): Exclude<TierId, 'freemium'> {
  return tier === 'freemium' && atTourLimit ? 'standard' : 'premium';
}

/** The paid plans above the user's own, cheapest first: what the upgrade modal offers. */
export function upgradePlans(tier: TierId): Exclude<TierId, 'freemium'>[] {
  const rank = TIER_IDS.indexOf(tier);
  return TIER_IDS.filter((id): id is Exclude<TierId, 'freemium'> => id !== 'freemium' && TIER_IDS.indexOf(id) > rank);
}

/**
 * The upgrade page for a plan. The user's id goes along as `client_reference_id` (the name Stripe
 * Checkout and Payment Links read), so the billing webhook knows whose plan to change.
 */
export function upgradeUrl(plan: TierId, options: { base?: string | null; userId?: string | null } = {}): string {
  const url = new URL(options.base || DEFAULT_UPGRADE_URL);
  url.searchParams.set('plan', plan);
  if (options.userId) url.searchParams.set('client_reference_id', options.userId);
  return url.toString();
}

/** The server's configured upgrade page (null: not configured); it does not change while the app runs. */
export const upgradeUrlQueryOptions = queryOptions({
  queryKey: ['config', 'upgrade-url'],
  queryFn: ({ signal }) => api.get<{ url: string | null }>('/api/config/upgrade-url', { signal }),
  staleTime: Infinity,
  retry: false,
});
