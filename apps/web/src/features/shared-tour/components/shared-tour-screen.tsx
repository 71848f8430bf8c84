import { useTranslation } from 'react-i18next';
import { usePageTour } from '../hooks/use-page-tour';
import { SharedTourNotFound } from './shared-tour-not-found';
import SharedTourPage from './shared-tour-page';

function Loading() {
  const { t } = useTranslation();
  return (
    <main className="flex h-dvh items-center justify-center bg-zinc-950 text-white">
      <h1 aria-live="polite" className="text-lg font-semibold">
        {t('sharedTour.loading')}
      </h1>
    </main>
  );
}

/** /tour/{shareCode} and /tour?data=: SPEC §2 shared tour page (visitors need no account). */
export function SharedTourScreen() {
  const state = usePageTour();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'not-found') return <SharedTourNotFound />;
  return <SharedTourPage key={state.tour.shareCode ?? state.tour.name} tour={state.tour} />;
}
