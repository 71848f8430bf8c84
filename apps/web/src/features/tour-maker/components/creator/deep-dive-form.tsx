import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEEP_DIVE_LENGTHS, type DeepDiveLength } from '@roamcast/shared/catalog/constants';
import type { CreatorFormProps } from './creator-form-props';
import type { DeepDiveDraft } from './creator-drafts';
import { fieldStyles } from './field-styles';
import { FormShell } from './form-shell';
import { TextField } from './text-field';

const LENGTHS = Object.keys(DEEP_DIVE_LENGTHS) as DeepDiveLength[];

/** SPEC §2 Deep Dive: a place or topic, what to learn, and a short, medium (default) or long telling. */
export function DeepDiveForm({ draft, update, pending, messages, onSubmit }: CreatorFormProps<DeepDiveDraft>) {
  const { t } = useTranslation();
  const lengthId = useId();
  return (
    <FormShell
      submitLabel={t('creator.generateDeepDive')}
      pendingLabel={t('creator.creating')}
      pending={pending}
      messages={messages}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('creator.placeOrTopic')}
        value={draft.placeOrTopic}
        onChange={(placeOrTopic) => update((d) => ({ ...d, placeOrTopic }))}
        placeholder={t('creator.placeOrTopicPlaceholder')}
        maxLength={200}
        required
      />
      <TextField
        label={t('creator.detailedPrompt')}
        value={draft.detailedPrompt}
        onChange={(detailedPrompt) => update((d) => ({ ...d, detailedPrompt }))}
        placeholder={t('creator.detailedPromptPlaceholder')}
        maxLength={2000}
        multiline
        required
      />
      <div className="space-y-1.5">
        <label htmlFor={lengthId} className={fieldStyles.label}>
          {t('creator.deepDiveLength')}
        </label>
        <select
          id={lengthId}
          className={fieldStyles.select}
          value={draft.length}
          onChange={(event) => update((d) => ({ ...d, length: event.target.value as DeepDiveLength }))}
        >
          {LENGTHS.map((length) => (
            <option key={length} value={length}>
              {t(`creator.lengths.${length}`, { minutes: DEEP_DIVE_LENGTHS[length].minutes })}
            </option>
          ))}
        </select>
      </div>
    </FormShell>
  );
}
