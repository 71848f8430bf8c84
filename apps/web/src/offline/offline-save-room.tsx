import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../components/ui/button-styles';

/**
 * The room Save for offline takes while its code loads or its saved copy is looked up: an unseen copy
 * of the button, so what sits below it does not jump when the button arrives.
 */
export function OfflineSaveRoom() {
  const { t } = useTranslation();
  return (
    <span aria-hidden data-testid="offline-save-room" className={`${buttonStyles.secondary} invisible self-start`}>
      <Download className="size-4" />
      {t('offline.save')}
    </span>
  );
}
