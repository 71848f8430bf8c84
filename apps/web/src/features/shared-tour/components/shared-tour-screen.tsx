import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** /tour and /tour/:shareCode. */
export function SharedTourScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholders.sharedTour')} />;
}
