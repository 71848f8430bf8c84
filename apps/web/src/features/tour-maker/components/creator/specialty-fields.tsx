import { useTranslation } from 'react-i18next';
import type { SpecialtyDraft } from './creator-drafts';
import { LocationField } from './location-field';
import { NarrationLengthSelect } from './narration-length-select';
import { TextField } from './text-field';
import { ThemeField } from './theme-field';

interface SpecialtyFieldsProps {
  draft: SpecialtyDraft;
  update: (change: (draft: SpecialtyDraft) => SpecialtyDraft) => void;
  extraThemeId?: string;
}

/** SPEC §2 Specialty: location, tour name, theme (preset or custom), optional focus, narration length. Edit mode uses them too. */
export function SpecialtyFields({ draft, update, extraThemeId }: SpecialtyFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <LocationField
        label={t('creator.location')}
        value={draft.location}
        onChange={(change) => update((d) => ({ ...d, location: change(d.location) }))}
      />
      <TextField
        label={t('creator.tourName')}
        value={draft.name}
        onChange={(name) => update((d) => ({ ...d, name }))}
        placeholder={t('creator.tourNamePlaceholder')}
        maxLength={200}
        required
      />
      <ThemeField
        value={draft.theme}
        onChange={(theme) => update((d) => ({ ...d, theme }))}
        extraThemeId={extraThemeId}
      />
      <TextField
        label={t('creator.focus')}
        value={draft.focus}
        onChange={(focus) => update((d) => ({ ...d, focus }))}
        placeholder={t('creator.focusPlaceholder')}
        maxLength={500}
        multiline
      />
      <NarrationLengthSelect value={draft.minutes} onChange={(minutes) => update((d) => ({ ...d, minutes }))} />
    </>
  );
}
