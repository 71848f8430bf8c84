import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../ui/sheet-dialog';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { usePlaceDetails } from '../../lib/places/get-place-details';
import { PlaceDetailsBody } from './place-details-body';

interface PlaceDetailsModalProps {
  placeId: string;
  onClose: () => void;
}

/** Opened from a map marker (SPEC §2); Escape and a backdrop click close it, as does its close button. */
export function PlaceDetailsModal({ placeId, onClose }: PlaceDetailsModalProps) {
  const { t } = useTranslation();
  const details = usePlaceDetails(placeId);
  const title = details.data?.name || t('explorerMap.place.title');
  return (
    <SheetDialog open onOpenChange={(open) => !open && onClose()} title={title}>
      {details.isPending && (
        <p role="status" className="flex items-center gap-2 py-6 text-zinc-200">
          <Spinner />
          {t('explorerMap.place.loading')}
        </p>
      )}
      {details.isError && (
        <div className="flex flex-col items-start gap-4 py-4">
          <p role="alert" className="text-zinc-100">
            {t('explorerMap.place.failed')}
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      )}
      {details.data && <PlaceDetailsBody details={details.data} />}
    </SheetDialog>
  );
}
