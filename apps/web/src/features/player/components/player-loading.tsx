import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { PlayerMessage } from './player-message';

export function LoadingTour() {
  const { t } = useTranslation();
  return <PlayerMessage icon={<Spinner className="size-10" />} title={t('player.loading')} live />;
}
