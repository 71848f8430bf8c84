import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { tabStyles } from '../../../components/ui/tab-styles';
import { showDevTab } from '../api/dev-login';
import { AccountTab } from './account-tab';
import { UserGuideTab } from './user-guide-tab';
import { DevTab } from './dev-tab';

interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Settings (SPEC §2): Account Settings (default), User Guide and a hidden developer tab. */
export function SettingsDialog({ open, onOpenChange }: SettingsDialogProps) {
  const { t, i18n } = useTranslation();
  const withDevTab = showDevTab();
  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      description={t('settings.description')}
    >
      {/* Radix writes dir="ltr" unless told: Arabic tabs run (and arrow) right to left. */}
      <Tabs.Root defaultValue="account" dir={i18n.dir()}>
        <Tabs.List aria-label={t('settings.tabs.label')} className={tabStyles.list}>
          <Tabs.Trigger value="account" className={tabStyles.trigger}>
            {t('settings.tabs.account')}
          </Tabs.Trigger>
          <Tabs.Trigger value="guide" className={tabStyles.trigger}>
            {t('settings.tabs.guide')}
          </Tabs.Trigger>
          {withDevTab && (
            <Tabs.Trigger value="dev" className={tabStyles.trigger}>
              {t('settings.tabs.dev')}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="account" className="pt-5">
          <AccountTab />
        </Tabs.Content>
        <Tabs.Content value="guide" className="pt-5">
          <UserGuideTab />
        </Tabs.Content>
        {withDevTab && (
          <Tabs.Content value="dev" className="pt-5">
            <DevTab />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </SheetDialog>
  );
}
