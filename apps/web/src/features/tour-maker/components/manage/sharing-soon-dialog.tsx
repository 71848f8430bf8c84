import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';

export type SharingKind = 'share' | 'postcard' | 'slideshow';

const TITLES: Record<SharingKind, string> = {
  share: 'myTours.sharing.shareTitle',
  postcard: 'myTours.sharing.postcardTitle',
  slideshow: 'myTours.sharing.slideshowTitle',
};

/**
 * Share, Postcard and Slideshow open their dialog here. Links, slideshows and postcards come with the
 * sharing release; until then the dialog says so plainly instead of offering a link that leads nowhere.
 */
export function SharingSoonDialog({
  kind,
  tourName,
  onClose,
}: {
  kind: SharingKind | null;
  tourName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog
      open={kind !== null}
      onOpenChange={(next) => !next && onClose()}
      title={kind ? t(TITLES[kind]) : ''}
      description={t('myTours.sharing.comingSoon', { name: tourName })}
    >
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.primary} onClick={onClose}>
          {t('myTours.sharing.ok')}
        </button>
      </div>
    </SheetDialog>
  );
}
