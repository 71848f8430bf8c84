import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatorFormProps } from './creator-form-props';
import type { ImportDraft } from './creator-drafts';
import { FormShell } from './form-shell';
import { ImportFileField } from './import-file-field';
import { TextField } from './text-field';

/** SPEC §2 Import: a maps link, a share code or an encoded tour; or a GPX/KML file. */
export function ImportForm({ draft, update, pending, messages, onSubmit }: CreatorFormProps<ImportDraft>) {
  const { t } = useTranslation();
  return (
    <FormShell
      submitLabel={t('creator.importTour')}
      pendingLabel={t('creator.importing')}
      pending={pending}
      messages={messages}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('creator.importData')}
        value={draft.text}
        onChange={(text) => update((d) => ({ ...d, text }))}
        placeholder={t('creator.importDataPlaceholder')}
        hint={draft.file ? t('creator.fileChosenHint') : undefined}
        multiline
        required
      />
      <ImportFileField file={draft.file} onChange={(file) => update((d) => ({ ...d, file }))} />
      <section aria-labelledby="creator-import-tips" className="rounded-xl bg-sky-950/60 p-4 ring-1 ring-sky-300/30">
        <h3 id="creator-import-tips" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-5 text-amber-300" />
          {t('creator.tips')}
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-zinc-200">
          <li>{t('creator.tipWaypoints')}</li>
          <li>{t('creator.tipEditable')}</li>
        </ul>
      </section>
    </FormShell>
  );
}
