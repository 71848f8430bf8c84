import { lazy, Suspense, useState } from 'react';
import type { NarrationDuration } from '@roamcast/shared/catalog/constants';
import { NARRATION_DURATIONS } from '@roamcast/shared/catalog/constants';
import { usePlayerTour } from '../hooks/use-player-tour';
import { LoadingTour, TourHasNoStops, TourNotFound } from './player-states';
import { TourPlayer } from './tour-player';

// Only famous tours without stops need it; it brings the progress reader and its schemas.
const FamousGenerationScreen = lazy(() =>
  import('./famous-generation').then((module) => ({ default: module.FamousGenerationScreen })),
);

const durationOf = (minutes: number | undefined): NarrationDuration =>
  NARRATION_DURATIONS.find((option) => option === minutes) ?? 1;

/** /tour-maker/play/:id, /play/:id and /play (?narration, ?data, ?import): SPEC §2 player screen. */
export function PlayerScreen() {
  const { state, refetch } = usePlayerTour();
  // A famous tour whose generation finished is shown as it then is, even if it still has no stops.
  const [famousDone, setFamousDone] = useState<string | null>(null);
  if (state.status === 'loading') return <LoadingTour />;
  if (state.status === 'not-found') return <TourNotFound />;
  const { tour, route } = state;
  if (route && route.isFamous === 1 && route.pointsOfInterest.length === 0 && famousDone !== route.id) {
    return (
      <Suspense fallback={<LoadingTour />}>
        <FamousGenerationScreen
          routeId={route.id}
          onFinished={() => void refetch().finally(() => setFamousDone(route.id))}
        />
      </Suspense>
    );
  }
  if (tour.stops.length === 0) return <TourHasNoStops editId={tour.editable ? tour.routeId : null} />;
  return (
    <TourPlayer key={tour.key} tour={tour} narrationDuration={durationOf(route?.narrationDuration)} refetch={refetch} />
  );
}
