import { useTranslation } from 'react-i18next';
import type { CreatorFormProps } from './creator-form-props';
import type { SpecialtyDraft } from './creator-drafts';
import { FormShell } from './form-shell';
import { SpecialtyFields } from './specialty-fields';

export function SpecialtyForm({ draft, update, pending, messages, onSubmit }: CreatorFormProps<SpecialtyDraft>) {
  const { t } = useTranslation();
  return (
    <FormShell
      submitLabel={t('creator.createTour')}
      pendingLabel={t('creator.creating')}
      pending={pending}
      messages={messages}
      onSubmit={onSubmit}
    >
      <SpecialtyFields draft={draft} update={update} />
    </FormShell>
  );
}
