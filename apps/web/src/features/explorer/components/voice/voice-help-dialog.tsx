import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';

/**
 * The answer to "Help": the spoken phrases of SPEC §9, from the same translated list as the User
 * Guide's Voice Commands section, so the two never disagree.
 */
export function VoiceHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const items = t('guide.voiceCommands.items', { returnObjects: true }) as unknown as string[];
  const english = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  return (
    <SheetDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('guide.voiceCommands.title')}
      description={t('guide.voiceCommands.intro')}
    >
      {!english && <p className="mb-3 font-medium">{t('guide.voiceCommands.englishOnly')}</p>}
      <ul className="list-disc space-y-2 ps-5 leading-relaxed text-zinc-200">
        {Array.isArray(items) && items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </SheetDialog>
  );
}
