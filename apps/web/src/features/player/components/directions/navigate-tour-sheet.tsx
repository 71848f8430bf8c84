import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { useNavigationPosition } from '../../hooks/use-navigation-position';
import { navigationOrigin, tourNavigationLinks } from '../../logic/deep-links';
import type { PlayerStop } from '../../logic/player-tour';
import { MapLinkList } from './map-link-list';

/** Navigate the whole tour: from the traveller when within 50 miles of the first stop, else from that stop. */
export default function NavigateTourSheet({ stops, onClose }: { stops: readonly PlayerStop[]; onClose: () => void }) {
  const { t } = useTranslation();
  const located = useNavigationPosition();
  const points = stops.map((stop) => ({ ...stop.location, name: stop.name }));
  const position = located.step === 'located' ? located.position : null;
  const { mode, links } = tourNavigationLinks(points, position);
  const fromHere = navigationOrigin(position, points) !== null;
  return (
    <SheetDialog open onOpenChange={(open) => !open && onClose()} title={t('player.navigateTour')}>
      <p role="status" className="mb-3 flex items-center gap-2 text-sm text-zinc-200">
        {located.step === 'locating' ? (
          <>
            <Spinner />
            {t('player.locating')}
          </>
        ) : fromHere ? (
          t('player.fromHere')
        ) : (
          t('player.fromFirstStop')
        )}
      </p>
      {mode === 'path' && <p className="mb-3 text-sm text-zinc-200">{t('player.pathNote')}</p>}
      <MapLinkList links={links} />
    </SheetDialog>
  );
}
