import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';
import { currentLanguage } from '../../../../lib/i18n';
import { tourQueryOptions } from '../../../../lib/tours/tour-api';
import type { Route } from '@roamcast/shared/schemas/tour';
import { narrateNewStop } from '../../api/narrate-new-stop';
import { updateTour } from '../../api/update-tour';
import { useCreatorSave } from '../../hooks/creator-save';
import { missingFields } from './creator-drafts';
import { CreatorMessages } from './creator-messages';
import { editBody, editDraft } from './edit-draft';
import { FormShell } from './form-shell';
import { SpecialtyFields } from './specialty-fields';
import { StopsEditor } from './stops-editor';
import { addedStops, draftStopsOf, stopsBody, type DraftStop } from './stops-draft';

/** Edit mode (/tour-maker/make/{id}): the tour's name, place, theme, focus, length and stops, saved by PATCH. */
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
  const [original] = useState(() => draftStopsOf(tour));
  const [stops, setStops] = useState<DraftStop[]>(original);
  const [narrating, setNarrating] = useState<{ current: number; total: number; name: string } | null>(null);
  const update = (change: (d: typeof draft) => typeof draft) =>
    setState((state) => ({ ...state, draft: change(state.draft) }));

  /** The PATCH, then a story for each stop added here; the stops kept bring theirs along (server side). */
  async function send(): Promise<Route> {
    const saved = await updateTour(tour.id, { ...editBody(draft), ...stopsBody(tour, original, stops) });
    const added = addedStops(stops);
    for (const [position, { index, stop }] of added.entries()) {
      setNarrating({ current: position + 1, total: added.length, name: stop.poi.name });
      try {
        await narrateNewStop({
          routeId: tour.id,
          waypointIndex: index,
          theme: saved.theme ?? 'auto_channel',
          name: stop.poi.name,
          lat: stop.poi.latitude,
          lng: stop.poi.longitude,
          language: currentLanguage(),
          duration: draft.minutes,
        });
      } catch (error) {
        // The tour is saved; the player offers "Generate This Stop" for a stop left without a story.
        console.warn(`Narrating the new stop ${stop.poi.name} failed`, error);
      }
    }
    setNarrating(null);
    return saved;
  }

  const submit = () => {
    const missing = missingFields.specialty(draft);
    if (missing) saving.setProblem({ key: missing });
    else saving.save({ mode: 'edit', id: tour.id, send });
  };

  return (
    <FormShell
      submitLabel={t('creator.saveChanges')}
      pendingLabel={t('creator.saving')}
      pending={saving.pending}
      messages={
        <>
          <CreatorMessages problem={saving.problem} />
          <p role="status" className="text-sm text-zinc-200">
            {narrating && t('creator.stops.narrating', narrating)}
          </p>
        </>
      }
      onSubmit={submit}
    >
      <SpecialtyFields draft={draft} update={update} extraThemeId={extraThemeId} />
      <StopsEditor stops={stops} onChange={setStops} />
    </FormShell>
  );
}
