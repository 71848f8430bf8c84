import { MapPinOff, Route as RouteIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PlayerMessage } from './player-message';

export function TourNotFound() {
  const { t } = useTranslation();
  return (
    <PlayerMessage icon={<MapPinOff aria-hidden className="size-12 text-zinc-300" />} title={t('player.notFound')}>
      <p className="max-w-md text-lg text-zinc-200">{t('player.notFoundHint')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/tour-maker/manage" className={buttonStyles.primary}>
          {t('player.viewMyTours')}
        </Link>
        <Link to="/" className={buttonStyles.secondary}>
          {t('common.goHome')}
        </Link>
      </div>
    </PlayerMessage>
  );
}

/** SPEC §2: 'Tour has no stops' with Edit Tour (when the tour may be edited) and View My Tours. */
export function TourHasNoStops({ editId }: { editId: string | null }) {
  const { t } = useTranslation();
  return (
    <PlayerMessage icon={<RouteIcon aria-hidden className="size-12 text-emerald-300" />} title={t('player.noStops')}>
      <p className="max-w-md text-lg text-zinc-200">{t('player.noStopsHint')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {editId && (
          <Link to={`/tour-maker/make/${editId}`} className={buttonStyles.primary}>
            {t('player.editTour')}
          </Link>
        )}
        <Link to="/tour-maker/manage" className={editId ? buttonStyles.secondary : buttonStyles.primary}>
          {t('player.viewMyTours')}
        </Link>
      </div>
    </PlayerMessage>
  );
}
