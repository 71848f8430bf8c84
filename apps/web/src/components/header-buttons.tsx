import { Languages, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppDialogs } from '../lib/app-dialogs';
import { buttonStyles } from './ui/button-styles';

export function LanguageButton() {
  const { t } = useTranslation();
  const { openLanguagePicker } = useAppDialogs();
  return (
    <button type="button" className={buttonStyles.icon} aria-label={t('nav.language')} onClick={openLanguagePicker}>
      <Languages aria-hidden className="size-5" />
    </button>
  );
}

export function SettingsButton() {
  const { t } = useTranslation();
  const { openSettings } = useAppDialogs();
  return (
    <button type="button" className={buttonStyles.icon} aria-label={t('nav.settings')} onClick={openSettings}>
      <Settings aria-hidden className="size-5" />
    </button>
  );
}
