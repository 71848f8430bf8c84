import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth/session';
import { myToursQueryOptions } from '../../../lib/tours/tour-api';
import { famousToursQueryOptions } from '../api/get-famous-tours';
import { cardFromFamous, cardFromRoute } from '../components/manage/card-tour';

/** Both grids' data: the user's own tours only once a session user exists (SPEC §5), famous tours always. */
export function useTourLists() {
  const session = useSession();
  const signedIn = session.isPending ? undefined : Boolean(session.data);
  const mine = useQuery({ ...myToursQueryOptions, enabled: signedIn === true });
  const famous = useQuery(famousToursQueryOptions);
  return {
    signedIn,
    mine,
    famous,
    mineCards: signedIn ? (mine.data ?? []).map(cardFromRoute) : [],
    famousCards: (famous.data ?? []).map(cardFromFamous),
    refreshing: mine.isRefetching || famous.isRefetching,
    refresh: () => {
      if (signedIn) void mine.refetch();
      void famous.refetch();
    },
  };
}
