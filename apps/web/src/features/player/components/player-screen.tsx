import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** /tour-maker/play/:id, /play/:id and /play. */
export function PlayerScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholders.player')} />;
}
