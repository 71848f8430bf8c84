import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TIERS, type TierId } from '@roamcast/shared/catalog/tiers';
import { TierBadge } from './tier-badge';

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

interface UpgradePlanCardProps {
  plan: TierId;
  recommended: boolean;
  chosen: boolean;
  onChoose: () => void;
}

/** One plan the modal offers: a radio to choose it, its price and perks, and the Recommended mark. */
export function UpgradePlanCard({ plan, recommended, chosen, onChoose }: UpgradePlanCardProps) {
  const { t } = useTranslation();
  const perks = usePerks(plan);
  const inputId = `upgrade-plan-${plan}`;
  return (
    <section
      aria-label={t(`tiers.${plan}`)}
      onClick={onChoose}
      className={`cursor-pointer rounded-2xl p-4 ring-1 ${chosen ? 'bg-white/10 ring-2 ring-emerald-300' : 'bg-white/5 ring-white/15'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={inputId}
            type="radio"
            name="upgrade-plan"
            value={plan}
            checked={chosen}
            onChange={onChoose}
            className="size-5 accent-emerald-400"
          />
          <TierBadge tier={plan} size="lg" />
          <span className="sr-only">{t('upgrade.perMonth', { price: TIERS[plan].priceMonthlyUsd.toFixed(2) })}</span>
        </label>
        {recommended && (
          <span className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
            {t('upgrade.recommended')}
          </span>
        )}
      </div>
      <p aria-hidden className="mt-3 text-2xl font-bold">
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
  );
}
