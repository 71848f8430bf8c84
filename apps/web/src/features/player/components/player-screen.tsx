import { lazy, Suspense, useState } from 'react';
import type { NarrationDuration } from '@roamcast/shared/catalog/constants';
import { NARRATION_DURATIONS } from '@roamcast/shared/catalog/constants';
import { usePlayerTour } from '../hooks/use-player-tour';
import { LoadingTour } from './player-loading';
import { TourPlayer } from './tour-player';

// Only famous tours played for the first time need it; it brings the progress reader and its schemas.
const FamousGenerationScreen = lazy(() =>
  import('./famous-generation').then((module) => ({ default: module.FamousGenerationScreen })),
);

// The rarer states come as their own small downloads.
const TourNotFound = lazy(() => import('./player-empty-states').then((module) => ({ default: module.TourNotFound })));
const TourHasNoStops = lazy(() =>
  import('./player-empty-states').then((module) => ({ default: module.TourHasNoStops })),
);

const durationOf = (minutes: number | undefined): NarrationDuration =>
  NARRATION_DURATIONS.find((option) => option === minutes) ?? 1;

/** /tour-maker/play/:id, /play/:id and /play (?narration, ?data, ?import): SPEC §2 player screen. */
export function PlayerScreen() {
  const { state, refetch } = usePlayerTour();
  // A famous tour whose stop 1 is ready is played as it then is, while its other stops are made.
  const [famousDone, setFamousDone] = useState<string | null>(null);
  if (state.status === 'loading') return <LoadingTour />;
  if (state.status === 'not-found')
    return (
      <Suspense fallback={<LoadingTour />}>
        <TourNotFound />
      </Suspense>
    );
  const { tour, route } = state;
  // A famous tour nobody has played yet has no stories: they are made now, stop 1 first.
  const unnarrated = route !== null && !route.narrations.some((narration) => narration.audioUrl);
  if (route && route.isFamous === 1 && unnarrated && famousDone !== route.id) {
    return (
      <Suspense fallback={<LoadingTour />}>
        <FamousGenerationScreen
          routeId={route.id}
          onFirstStop={() => void refetch().finally(() => setFamousDone(route.id))}
        />
      </Suspense>
    );
  }
  if (tour.stops.length === 0)
    return (
      <Suspense fallback={<LoadingTour />}>
        <TourHasNoStops editId={tour.editable ? tour.routeId : null} />
      </Suspense>
    );
  return (
    <TourPlayer key={tour.key} tour={tour} narrationDuration={durationOf(route?.narrationDuration)} refetch={refetch} />
  );
}
