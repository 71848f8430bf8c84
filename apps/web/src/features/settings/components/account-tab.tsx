import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session';
import { useAppDialogs } from '../../../lib/app-dialogs';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { AccountSummary } from './account-summary';
import { AccountPartner } from './account-partner';

/** Without a session a sign-in prompt; with one the plan, usage, upgrade and sign-out. */
export function AccountTab() {
  const { t } = useTranslation();
  const session = useSession();
  const { openSignIn } = useAppDialogs();

  if (session.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-zinc-300">
        <Spinner /> {t('common.loading')}
      </p>
    );
  }
  if (!session.data) {
    return (
      <section className="space-y-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15">
        <h3 className="text-lg font-bold">{t('account.signInTitle')}</h3>
        <p className="text-zinc-200">{t('account.signInPrompt')}</p>
        <button type="button" className={`${buttonStyles.primary} w-full`} onClick={openSignIn}>
          <LogIn aria-hidden className="size-5" />
          {t('account.signIn')}
        </button>
        <AccountPartner signedIn={false} />
      </section>
    );
  }
  return (
    <>
      <AccountSummary user={session.data} />
      <AccountPartner signedIn />
    </>
  );
}
