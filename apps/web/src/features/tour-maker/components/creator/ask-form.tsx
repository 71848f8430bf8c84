import { useTranslation } from 'react-i18next';
import type { CreatorFormProps } from './creator-form-props';
import type { AskDraft } from './creator-drafts';
import { FormShell } from './form-shell';
import { LocationField } from './location-field';
import { NarrationLengthSelect } from './narration-length-select';
import { QuickExamples } from './quick-examples';
import { TextField } from './text-field';

/** SPEC §2 Ask AI: a place (with Detect), the tour described in words, examples to start from, length. */
export function AskForm({ draft, update, pending, messages, onSubmit }: CreatorFormProps<AskDraft>) {
  const { t } = useTranslation();
  return (
    <FormShell
      submitLabel={t('creator.createTour')}
      pendingLabel={t('creator.creating')}
      pending={pending}
      messages={messages}
      onSubmit={onSubmit}
    >
      <LocationField
        label={t('creator.location')}
        value={draft.location}
        onChange={(change) => update((d) => ({ ...d, location: change(d.location) }))}
      />
      <TextField
        label={t('creator.askPrompt')}
        value={draft.prompt}
        onChange={(prompt) => update((d) => ({ ...d, prompt }))}
        placeholder={t('creator.askPromptPlaceholder')}
        maxLength={2000}
        multiline
        required
      />
      <QuickExamples onPick={(prompt) => update((d) => ({ ...d, prompt }))} />
      <NarrationLengthSelect value={draft.minutes} onChange={(minutes) => update((d) => ({ ...d, minutes }))} />
    </FormShell>
  );
}
