import type { TierId } from '@roamcast/shared/catalog/tiers';

/** The external upgrade page; it opens in a new tab (SPEC §2). */
export const UPGRADE_URL = 'https://roamcast.app/upgrade';

export type UpgradeReason = 'tour' | 'postcard' | 'general';

/** SPEC §6: Standard for a freemium user hitting the tour limit, Premium otherwise. */
export function recommendedTier(tier: TierId, atTourLimit: boolean): Exclude<TierId, 'freemium'> {
  return tier === 'freemium' && atTourLimit ? 'standard' : 'premium';
}

export function upgradeUrl(plan: TierId): string {
  return `${UPGRADE_URL}?plan=${plan}`;
}
