import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';
import { stopDirectionsLinks } from '../../logic/deep-links';
import type { PlayerStop } from '../../logic/player-tour';
import { MapLinkList } from './map-link-list';

/** Directions to this stop in the traveller's maps service or app; it knows where the phone is. */
export default function DirectionsSheet({ stop, onClose }: { stop: PlayerStop; onClose: () => void }) {
  const { t } = useTranslation();
  const links = stopDirectionsLinks({ ...stop.location, name: stop.name });
  return (
    <SheetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('player.directionsTitle', { name: stop.name })}
    >
      <MapLinkList links={links} />
    </SheetDialog>
  );
}
