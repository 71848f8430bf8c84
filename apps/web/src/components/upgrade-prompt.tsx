import { Check } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TIERS, type TierId } from '@roamcast/shared/catalog/tiers';
import { recommendedTier, upgradeUrl, upgradeUrlQueryOptions, type UpgradeReason } from '../lib/upgrade';
import type { User } from '@roamcast/shared/schemas/user';
import { sessionQueryKey } from '../lib/auth/session';
import { SheetDialog } from './ui/sheet-dialog';
import { TierBadge } from './tier-badge';
import { buttonStyles } from './ui/button-styles';

interface UpgradePromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tier: TierId;
  reason?: UpgradeReason;
  atTourLimit?: boolean;
}

function usePerks(plan: TierId): string[] {
  const { t } = useTranslation();
  const tier = TIERS[plan];
  const perks = [t('upgrade.perks.tours', { limit: tier.toursLimit })];
  if (tier.postcardsLimit === null) perks.push(t('upgrade.perks.postcardsUnlimited'));
  else if (tier.postcardsLimit > 0) perks.push(t('upgrade.perks.postcardsMonthly', { limit: tier.postcardsLimit }));
  if (tier.voiceProvider === 'premium') {
    perks.push(t('upgrade.perks.premiumVoices'), t('upgrade.perks.earlyAccess'), t('upgrade.perks.prioritySupport'));
  } else {
    perks.push(t('upgrade.perks.cloudVoices'));
  }
  return perks;
}

/** The upgrade modal: Maybe Later or Upgrade Now, which opens the upgrade page in a new tab. */
export function UpgradePrompt({
  open,
  onOpenChange,
  tier,
  reason = 'general',
  atTourLimit = false,
}: UpgradePromptProps) {
  const { t } = useTranslation();
  const plan = recommendedTier(tier, atTourLimit || reason === 'tour');
  const perks = usePerks(plan);
  const queryClient = useQueryClient();
  // Fetched as the modal opens, so the click can open the tab at once (a later window.open is blocked).
  const configured = useQuery({ ...upgradeUrlQueryOptions, enabled: open });
  const planName = t(`tiers.${tier}`);
  const copy =
    reason === 'tour'
      ? {
          title: t('upgrade.tourLimitTitle'),
          text: t('upgrade.tourLimitText', { limit: TIERS[tier].toursLimit, plan: planName }),
        }
      : reason === 'postcard'
        ? { title: t('upgrade.postcardLimitTitle'), text: t('upgrade.postcardLimitText', { plan: planName }) }
        : { title: t('upgrade.title'), text: t('upgrade.generalText') };

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={copy.title} description={copy.text}>
      <section className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/15" aria-label={t(`tiers.${plan}`)}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TierBadge tier={plan} size="lg" />
          <span className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
            {t('upgrade.recommended')}
          </span>
        </div>
        <p className="mt-3 text-2xl font-bold">
          {t('upgrade.perMonth', { price: TIERS[plan].priceMonthlyUsd.toFixed(2) })}
        </p>
        <ul className="mt-3 space-y-2">
          {perks.map((perk) => (
            <li key={perk} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-300" />
              <span>{perk}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
          {t('upgrade.maybeLater')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={configured.isPending}
          onClick={() => {
            window.open(
              upgradeUrl(plan, {
                base: configured.data?.url,
                // Read from the cache, not observed: the modal must not refetch the session.
                userId: queryClient.getQueryData<User | null>(sessionQueryKey)?.id,
              }),
              '_blank',
              'noopener,noreferrer',
            );
            onOpenChange(false);
          }}
        >
          {t('upgrade.upgradeNow')}
        </button>
      </div>
    </SheetDialog>
  );
}
