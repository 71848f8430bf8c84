import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';
import { tourQueryOptions } from '../../../../lib/tours/tour-api';
import type { Route } from '@roamcast/shared/schemas/tour';
import { updateTour } from '../../api/update-tour';
import { useCreatorSave } from '../../hooks/creator-save';
import { missingFields } from './creator-drafts';
import { CreatorMessages } from './creator-messages';
import { editBody, editDraft } from './edit-draft';
import { FormShell } from './form-shell';
import { SpecialtyFields } from './specialty-fields';

/** Edit mode (/tour-maker/make/{id}): the tour's name, place, theme, focus and length, saved by PATCH. */
export function TourEditForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const tour = useQuery(tourQueryOptions(id));
  if (tour.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-8">
        <Spinner />
        {t('creator.loadingTour')}
      </p>
    );
  if (tour.isError)
    return (
      <p role="alert" className="py-8 font-medium">
        {t('creator.tourNotFound')}
      </p>
    );
  // Keyed by the tour, so the form starts from the loaded values rather than syncing them in an effect.
  return <LoadedEditForm key={tour.data.id} tour={tour.data} />;
}

function LoadedEditForm({ tour }: { tour: Route }) {
  const { t } = useTranslation();
  const saving = useCreatorSave();
  const [{ draft, extraThemeId }, setState] = useState(() => editDraft(tour));
  const update = (change: (d: typeof draft) => typeof draft) =>
    setState((state) => ({ ...state, draft: change(state.draft) }));

  const submit = () => {
    const missing = missingFields.specialty(draft);
    if (missing) saving.setProblem({ key: missing });
    else saving.save({ mode: 'edit', id: tour.id, send: () => updateTour(tour.id, editBody(draft)) });
  };

  return (
    <FormShell
      submitLabel={t('creator.saveChanges')}
      pendingLabel={t('creator.saving')}
      pending={saving.pending}
      messages={<CreatorMessages problem={saving.problem} />}
      onSubmit={submit}
    >
      <SpecialtyFields draft={draft} update={update} extraThemeId={extraThemeId} />
    </FormShell>
  );
}
