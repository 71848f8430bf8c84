import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { tabStyles } from '../../../components/ui/tab-styles';
import { AuthForm } from './auth-form';
import { PartnerSignInButton } from './partner-sign-in-button';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void;
}

/** Local accounts: 'Sign in' and 'Create account' tabs. */
export function SignInDialog({ open, onOpenChange, onSignedIn }: SignInDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.dialogTitle')}
      description={t('auth.dialogDescription')}
    >
      {/* Radix writes dir="ltr" unless told: Arabic tabs run (and arrow) right to left. */}
      <Tabs.Root defaultValue="signIn" dir={i18n.dir()}>
        <Tabs.List aria-label={t('auth.tabsLabel')} className={tabStyles.list}>
          <Tabs.Trigger value="signIn" className={tabStyles.trigger}>
            {t('auth.signInTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="signUp" className={tabStyles.trigger}>
            {t('auth.signUpTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signIn">
          <AuthForm mode="signIn" onSignedIn={onSignedIn} />
        </Tabs.Content>
        <Tabs.Content value="signUp">
          <AuthForm mode="signUp" onSignedIn={onSignedIn} />
        </Tabs.Content>
      </Tabs.Root>
      <PartnerSignInButton />
    </SheetDialog>
  );
}
