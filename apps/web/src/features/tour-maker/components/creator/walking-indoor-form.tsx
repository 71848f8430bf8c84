import { useTranslation } from 'react-i18next';
import type { CreatorFormProps } from './creator-form-props';
import type { WalkingIndoorDraft } from './creator-drafts';
import { FormShell } from './form-shell';
import { LocationField } from './location-field';
import { TextField } from './text-field';
import { TourTypeChoice } from './tour-type-choice';

/** SPEC §2 Walking/Indoor: type, name, starting place or venue, optional description, GPS for walks. */
export function WalkingIndoorForm({
  draft,
  update,
  pending,
  messages,
  onSubmit,
}: CreatorFormProps<WalkingIndoorDraft>) {
  const { t } = useTranslation();
  const walking = draft.type === 'walking';
  return (
    <FormShell
      submitLabel={t('creator.createTour')}
      pendingLabel={t('creator.creating')}
      pending={pending}
      messages={messages}
      onSubmit={onSubmit}
    >
      <TourTypeChoice value={draft.type} onChange={(type) => update((d) => ({ ...d, type }))} />
      <TextField
        label={t('creator.tourName')}
        value={draft.name}
        onChange={(name) => update((d) => ({ ...d, name }))}
        placeholder={walking ? t('creator.walkingNamePlaceholder') : t('creator.indoorNamePlaceholder')}
        maxLength={200}
        required
      />
      <LocationField
        label={walking ? t('creator.startingLocation') : t('creator.venueName')}
        value={draft.location}
        onChange={(change) => update((d) => ({ ...d, location: change(d.location) }))}
        placeholder={walking ? t('creator.locationPlaceholder') : t('creator.venuePlaceholder')}
      />
      <TextField
        label={t('creator.description')}
        value={draft.description}
        onChange={(description) => update((d) => ({ ...d, description }))}
        placeholder={t('creator.descriptionPlaceholder')}
        maxLength={2000}
        multiline
      />
      {walking && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-sky-400"
            checked={draft.useGPS}
            onChange={(event) => update((d) => ({ ...d, useGPS: event.target.checked }))}
          />
          <span>{t('creator.useGps')}</span>
        </label>
      )}
    </FormShell>
  );
}
