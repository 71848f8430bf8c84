/** Plan tiers with their limits and prices (SPEC §6, §9). A null postcard limit means unlimited. */
export const TIER_IDS = ['freemium', 'standard', 'premium'] as const;
export type TierId = (typeof TIER_IDS)[number];

export interface Tier {
  id: TierId;
  name: string;
  toursLimit: number;
  postcardsLimit: number | null;
  /** Postcard allowance resets each calendar month. */
  postcardsResetMonthly: boolean;
  priceMonthlyUsd: number;
  voiceProvider: 'cloud' | 'premium';
  perks: readonly string[];
}

export const TIERS: Record<TierId, Tier> = {
  freemium: {
    id: 'freemium',
    name: 'Freemium',
    toursLimit: 3,
    postcardsLimit: 0,
    postcardsResetMonthly: false,
    priceMonthlyUsd: 0,
    voiceProvider: 'cloud',
    perks: ['Cloud voices'],
  },
  standard: {
    id: 'standard',
    name: 'Standard',
    toursLimit: 10,
    postcardsLimit: 3,
    postcardsResetMonthly: true,
    priceMonthlyUsd: 9.99,
    voiceProvider: 'cloud',
    perks: ['Cloud voices', '3 postcards per month'],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    toursLimit: 30,
    postcardsLimit: null,
    postcardsResetMonthly: false,
    priceMonthlyUsd: 15.99,
    voiceProvider: 'premium',
    perks: ['Premium voices', 'Unlimited postcards', 'Early access', 'Priority support'],
  },
};

export const DEFAULT_TIER: TierId = 'freemium';

export function isTierId(value: string): value is TierId {
  return (TIER_IDS as readonly string[]).includes(value);
}
