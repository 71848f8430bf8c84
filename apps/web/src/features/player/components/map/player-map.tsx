import { lazy, Suspense } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MapLoadBoundary } from '../../../../components/map/map-load-boundary';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/api/error-text';
import type { PlayerMapPanelProps } from './player-map-panel';

// Leaflet and its CSS are one download, fetched the first time the map is shown (the player's first-load budget).
const PlayerMapPanel = lazy(() => import('./player-map-panel'));

function MapState({ children, onClose }: { children: React.ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('player.mapTitle')}
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-zinc-900 p-4 text-center"
    >
      {children}
      <button type="button" className={buttonStyles.secondary} onClick={onClose}>
        <X aria-hidden className="size-5" />
        {t('player.closeMap')}
      </button>
    </section>
  );
}

/** The Maps toggle's map: mount it while open. If it cannot load, the player carries on and says why. */
export function PlayerMap(props: PlayerMapPanelProps) {
  const { t } = useTranslation();
  return (
    <MapLoadBoundary
      fallback={(error) => (
        <MapState onClose={props.onClose}>
          <div role="alert">
            <p className="font-semibold">{t('player.mapFailed')}</p>
            <p className="text-zinc-300">{errorText(error)}</p>
          </div>
        </MapState>
      )}
    >
      <Suspense
        fallback={
          <MapState onClose={props.onClose}>
            <p role="status" className="flex items-center gap-2">
              <Spinner />
              {t('player.mapLoading')}
            </p>
          </MapState>
        }
      >
        <PlayerMapPanel {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
