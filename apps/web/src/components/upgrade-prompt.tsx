import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TIERS, type TierId } from '@roamcast/shared/catalog/tiers';
import { recommendedTier, upgradePlans, upgradeUrl, upgradeUrlQueryOptions, type UpgradeReason } from '../lib/upgrade';
import type { User } from '@roamcast/shared/schemas/user';
import { sessionQueryKey } from '../lib/auth/session';
import { SheetDialog } from './ui/sheet-dialog';
import { buttonStyles } from './ui/button-styles';
import { UpgradePlanCard } from './upgrade-plan-card';

interface UpgradePromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tier: TierId;
  reason?: UpgradeReason;
  atTourLimit?: boolean;
}

/**
 * The upgrade modal: the paid plans above the user's own, the recommended one (SPEC §6) marked and
 * chosen; Maybe Later, or Upgrade Now, which opens the upgrade page for the chosen plan in a new tab.
 */
export function UpgradePrompt({
  open,
  onOpenChange,
  tier,
  reason = 'general',
  atTourLimit = false,
}: UpgradePromptProps) {
  const { t } = useTranslation();
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
      {/* Mounted while open only, so each opening starts on the recommended plan. */}
      <PlanChoice
        tier={tier}
        recommended={recommendedTier(tier, atTourLimit || reason === 'tour')}
        onClose={() => onOpenChange(false)}
      />
    </SheetDialog>
  );
}

interface PlanChoiceProps {
  tier: TierId;
  recommended: TierId;
  onClose: () => void;
}

function PlanChoice({ tier, recommended, onClose }: PlanChoiceProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The recommended plan is always among them; a Premium user (nothing above) still sees Premium.
  const plans = upgradePlans(tier);
  const offered = plans.length > 0 ? plans : [recommended];
  const [chosen, setChosen] = useState(recommended);
  // Fetched as the modal opens, so the click can open the tab at once (a later window.open is blocked).
  const configured = useQuery(upgradeUrlQueryOptions);

  return (
    <>
      <div role="radiogroup" aria-label={t('upgrade.choosePlan')} className="space-y-3">
        {offered.map((plan) => (
          <UpgradePlanCard
            key={plan}
            plan={plan}
            recommended={plan === recommended}
            chosen={plan === chosen}
            onChoose={() => setChosen(plan)}
          />
        ))}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('upgrade.maybeLater')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={configured.isPending}
          onClick={() => {
            window.open(
              upgradeUrl(chosen, {
                base: configured.data?.url,
                // Read from the cache, not observed: the modal must not refetch the session.
                userId: queryClient.getQueryData<User | null>(sessionQueryKey)?.id,
              }),
              '_blank',
              'noopener,noreferrer',
            );
            onClose();
          }}
        >
          {t('upgrade.upgradeNow')}
        </button>
      </div>
    </>
  );
}
