import { useState } from 'react';
import { Crown, LogOut } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@roamcast/shared/schemas/user';
import { isLimitReached } from '@roamcast/shared/logic/limits';
import { signOut } from '../../../lib/auth/session';
import { TierBadge } from '../../../components/tier-badge';
import { UsageLimitsPanel } from '../../../components/usage-limits-panel';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLimits } from '../api/get-limits';
import { VoiceSettingsSection } from './voice-settings-section';

export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limits = useLimits(true);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const tier = limits.data?.tier ?? user.tier;
  const atTourLimit = limits.data ? isLimitReached(limits.data.tours.current, limits.data.tours.limit) : false;
  const signOutMutation = useMutation({ mutationFn: () => signOut(queryClient) });
  // Issue 22: tours saved for offline outlive the session unless the traveller says otherwise.
  const [askOffline, setAskOffline] = useState(false);
  const offline = () => import('../../../offline/device-copies');
  const startSignOut = () =>
    void offline()
      .then(({ hasOfflineCopies }) => hasOfflineCopies())
      .catch(() => false)
      .then((has) => (has ? setAskOffline(true) : signOutMutation.mutate()));
  const finishSignOut = (remove: boolean) => {
    setAskOffline(false);
    const removing = remove ? offline().then(({ removeAllOfflineCopies }) => removeAllOfflineCopies()) : null;
    void Promise.resolve(removing)
      .catch((error: unknown) => console.warn('Removing offline copies failed', error))
      .then(() => signOutMutation.mutate());
  };

  return (
    <div className="space-y-5">
      <p className="text-zinc-200">{t('account.signedInAs', { name: user.displayName ?? user.email })}</p>
      <section className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold">{t('account.plan')}</h3>
        <TierBadge tier={tier} size="md" />
      </section>
      <section className="space-y-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/15">
        <h3 className="font-bold">{t('account.usage')}</h3>
        <UsageLimitsPanel
          limits={limits.data}
          isLoading={limits.isPending}
          isError={limits.isError}
          onRetry={() => void limits.refetch()}
        />
      </section>
      <VoiceSettingsSection saved={user.voiceSettings} />
      {tier === 'freemium' && (
        <button type="button" className={`${buttonStyles.primary} w-full`} onClick={() => setUpgradeOpen(true)}>
          <Crown aria-hidden className="size-5" />
          {t('account.upgradeToPremium')}
        </button>
      )}
      {askOffline ? (
        <section role="alertdialog" aria-labelledby="sign-out-offline" className="space-y-3 rounded-2xl bg-white/5 p-4">
          <p id="sign-out-offline">{t('account.signOutOffline')}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => finishSignOut(true)}>
              {t('account.removeOfflineCopies')}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => finishSignOut(false)}>
              {t('account.keepOfflineCopies')}
            </button>
          </div>
        </section>
      ) : (
        <button
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          onClick={startSignOut}
          disabled={signOutMutation.isPending}
        >
          <LogOut aria-hidden className="size-5" />
          {t('account.signOut')}
        </button>
      )}
      <UpgradePrompt open={upgradeOpen} onOpenChange={setUpgradeOpen} tier={tier} atTourLimit={atTourLimit} />
    </div>
  );
}
