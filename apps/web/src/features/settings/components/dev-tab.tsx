import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TIER_IDS, isTierId, type TierId } from '@roamcast/shared/catalog/tiers';
import { ApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { buttonStyles } from '../../../components/ui/button-styles';
import { activeDevTier, devLogin, leaveDevMode } from '../api/dev-login';

/** Developer-mode tier override: store the dev token and tier, then reload (SPEC §4 Auth). */
export function DevTab() {
  const { t } = useTranslation();
  const active = activeDevTier();
  const [tier, setTier] = useState<TierId>(active && isTierId(active) ? active : 'freemium');
  const login = useMutation({ mutationFn: devLogin, onSuccess: () => window.location.reload() });
  const unavailable = login.error instanceof ApiError && login.error.status === 404;

  return (
    <section className="space-y-4">
      <h3 className="text-lg font-bold">{t('dev.title')}</h3>
      <p className="text-zinc-200">{t('dev.description')}</p>
      {active && isTierId(active) && <p className="font-medium">{t('dev.active', { plan: t(`tiers.${active}`) })}</p>}
      <label className="block space-y-1.5">
        <span className="block font-medium">{t('dev.tier')}</span>
        <select
          value={tier}
          onChange={(event) => setTier(event.target.value as TierId)}
          className="min-h-12 w-full rounded-xl bg-zinc-800 px-3 text-base ring-1 ring-white/20"
        >
          {TIER_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`tiers.${id}`)}
            </option>
          ))}
        </select>
      </label>
      <div role="alert" className="empty:hidden text-red-300">
        {login.error ? (unavailable ? t('dev.unavailable') : errorText(login.error)) : null}
      </div>
      <button
        type="button"
        className={`${buttonStyles.primary} w-full`}
        disabled={login.isPending}
        onClick={() => login.mutate(tier)}
      >
        {login.isPending ? t('common.pleaseWait') : t('dev.apply')}
      </button>
      {active && (
        <button
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          onClick={() => {
            leaveDevMode();
            window.location.reload();
          }}
        >
          {t('dev.leave')}
        </button>
      )}
    </section>
  );
}
