import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Deleting is drawn in red; the other confirmations in the primary look. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that replaces or removes something (SPEC §5). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <SheetDialog open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t('myTours.confirm.cancel')}
        </button>
        <button type="button" className={destructive ? buttonStyles.danger : buttonStyles.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </SheetDialog>
  );
}
