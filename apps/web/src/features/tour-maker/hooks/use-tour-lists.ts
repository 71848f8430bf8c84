import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth/session';
import { myToursQueryOptions } from '../../../lib/tours/tour-api';
import { famousToursQueryOptions } from '../api/get-famous-tours';
import { cardFromFamous, cardFromRoute, type CardTour } from '../components/manage/card-tour';
import { useOnline, useSavedTours } from '../../../offline/use-saved-tours';

/** Both grids' data: the user's own tours only once a session user exists (SPEC §5), famous tours always. */
export function useTourLists() {
  const session = useSession();
  const signedIn = session.isPending ? undefined : Boolean(session.data);
  const mine = useQuery({ ...myToursQueryOptions, enabled: signedIn === true });
  const famous = useQuery(famousToursQueryOptions);
  // Tours saved for offline are marked, and listed on their own first when there is no network.
  const saved = useSavedTours();
  const online = useOnline();
  const savedIds = new Set(saved.map((tour) => tour.routeId));
  const mark = (card: CardTour): CardTour => (savedIds.has(card.id) ? { ...card, savedOffline: true } : card);
  return {
    signedIn,
    mine,
    famous,
    savedOffline: online ? [] : saved,
    mineCards: signedIn ? (mine.data ?? []).map(cardFromRoute).map(mark) : [],
    famousCards: (famous.data ?? []).map(cardFromFamous).map(mark),
    refreshing: mine.isRefetching || famous.isRefetching,
    refresh: () => {
      if (signedIn) void mine.refetch();
      void famous.refetch();
    },
  };
}
