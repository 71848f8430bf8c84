import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** /slideshow/:shareToken. */
export function SlideshowScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholders.slideshow')} />;
}
