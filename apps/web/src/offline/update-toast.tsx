import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadIntoUpdate } from './register-worker';
import { hasUpdateWaiting, subscribeToUpdate } from './update-state';

/** "A new version is ready — Reload": the new build takes over only when the traveller chooses. */
export function UpdateToast() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToUpdate, hasUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-zinc-800 px-4 py-3 text-sm text-white shadow-xl ring-1 ring-white/15"
    >
      <span>{t('offline.updateReady')}</span>
      <button
        type="button"
        onClick={reloadIntoUpdate}
        className="min-h-11 rounded-full bg-white px-4 font-semibold text-zinc-950"
      >
        {t('offline.reload')}
      </button>
    </div>
  );
}
