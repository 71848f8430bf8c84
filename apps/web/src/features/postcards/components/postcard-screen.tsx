import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** /postcards/:shareCode. */
export function PostcardScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholders.postcard')} />;
}
