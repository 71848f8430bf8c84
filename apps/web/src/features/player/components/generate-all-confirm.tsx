import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { buttonStyles } from '../../../components/ui/button-styles';

interface GenerateAllConfirmProps {
  tourName: string;
  stopCount: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §5: regenerating all narrations asks for confirmation first. */
export default function GenerateAllConfirm({ tourName, stopCount, onConfirm, onCancel }: GenerateAllConfirmProps) {
  const { t } = useTranslation();
  return (
    <SheetDialog open onOpenChange={(open) => !open && onCancel()} title={t('player.generateAllTitle')}>
      <p className="text-zinc-100">{t('player.generateAllConfirm', { name: tourName, stops: stopCount })}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t('player.cancel')}
        </button>
        <button type="button" className={buttonStyles.primary} onClick={onConfirm}>
          <Sparkles aria-hidden className="size-5" />
          {t('player.generateAll')}
        </button>
      </div>
    </SheetDialog>
  );
}
