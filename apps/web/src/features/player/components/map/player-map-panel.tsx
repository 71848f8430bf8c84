import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { PlayerMapView, type PlayerMapViewProps } from './player-map-view';

export interface PlayerMapPanelProps extends PlayerMapViewProps {
  onClose: () => void;
}

/** The tour map over the photo (Maps toggle); downloaded with Leaflet the first time it is opened. */
export default function PlayerMapPanel({ onClose, ...view }: PlayerMapPanelProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('player.mapTitle')} className="absolute inset-0 z-30 flex flex-col bg-zinc-900">
      <div className="flex items-center gap-2 p-2">
        <h2 className="min-w-0 flex-1 truncate px-2 font-bold">{t('player.mapTitle')}</h2>
        <button type="button" className={buttonStyles.icon} aria-label={t('player.closeMap')} onClick={onClose}>
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="relative isolate min-h-0 flex-1">
        <PlayerMapView {...view} />
      </div>
    </section>
  );
}
