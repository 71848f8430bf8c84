import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { SheetDialog } from './ui/sheet-dialog';

interface LanguagePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 10 UI languages in a 2-column grid, each in its own script (SPEC §2). */
export function LanguagePicker({ open, onOpenChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  const active = currentLanguage();

  async function choose(code: LanguageCode) {
    await changeLanguage(code);
    onOpenChange(false);
  }

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('languagePicker.title')}
      description={t('languagePicker.description')}
    >
      <ul className="grid grid-cols-2 gap-2">
        {LANGUAGES.map((language) => {
          const selected = language.code === active;
          return (
            <li key={language.code}>
              <button
                type="button"
                lang={language.code}
                dir={language.dir}
                aria-pressed={selected}
                onClick={() => void choose(language.code)}
                className={`flex min-h-12 w-full items-center justify-between gap-2 rounded-xl px-4 py-2 text-start text-base font-medium ring-1 ${
                  selected
                    ? 'bg-white text-zinc-950 ring-white'
                    : 'bg-white/5 text-white ring-white/15 hover:bg-white/10'
                }`}
              >
                <span className="min-w-0 break-words">{language.nativeName}</span>
                {selected && <Check aria-hidden className="size-5 shrink-0" />}
              </button>
            </li>
          );
        })}
      </ul>
    </SheetDialog>
  );
}
