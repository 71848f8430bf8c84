import { Crown, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TierId } from '@roamcast/shared/catalog/tiers';

export type TierBadgeSize = 'sm' | 'md' | 'lg';

const SIZE_CLASSES: Record<TierBadgeSize, { badge: string; icon: string }> = {
  sm: { badge: 'gap-1 px-2 py-0.5 text-xs', icon: 'size-3' },
  md: { badge: 'gap-1.5 px-3 py-1 text-sm', icon: 'size-4' },
  lg: { badge: 'gap-2 px-4 py-1.5 text-base', icon: 'size-5' },
};

// Dark text on light tints keeps 4.5:1 contrast at every size.
const TIER_LOOKS: Record<TierId, { className: string; Icon: typeof Star }> = {
  freemium: { className: 'bg-zinc-200 text-zinc-900', Icon: Star },
  standard: { className: 'bg-sky-200 text-sky-950', Icon: Sparkles },
  premium: { className: 'bg-amber-300 text-amber-950', Icon: Crown },
};

export function TierBadge({ tier, size = 'md' }: { tier: TierId; size?: TierBadgeSize }) {
  const { t } = useTranslation();
  const look = TIER_LOOKS[tier];
  const sizing = SIZE_CLASSES[size];
  return (
    <span
      data-tier={tier}
      data-size={size}
      className={`inline-flex items-center rounded-full font-semibold whitespace-nowrap ${look.className} ${sizing.badge}`}
    >
      <look.Icon aria-hidden className={sizing.icon} />
      {t(`tiers.${tier}`)}
    </span>
  );
}
