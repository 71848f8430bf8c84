import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';
import { tourQueryOptions } from '../../../lib/tours/tour-api';
import { narrationQueryOptions } from '../api/get-narration';
import { tourFromNarration, tourFromRoute, tourFromShared, type PlayerTour } from '../logic/player-tour';

export type PlayerTourState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'ready'; tour: PlayerTour; route: RouteWithNarrations | null };

export interface PlayerTourSource {
  state: PlayerTourState;
  /** Reads the saved tour again (after a narration was written); a no-op for other sources. */
  refetch: () => Promise<unknown>;
}

/**
 * What the player plays, from its address (SPEC §2): /play/{id} and /tour-maker/play/{id} load a
 * saved tour; /play?narration={id} one narration; /play?data= or ?import= a tour carried in the
 * link itself, with no server call. Any failure to load is 'Tour not found' (SPEC §8).
 */
export function usePlayerTour(): PlayerTourSource {
  const { id } = useParams();
  const [params] = useSearchParams();
  const narrationId = id ? null : params.get('narration');
  const encoded = id || narrationId ? null : (params.get('data') ?? params.get('import'));

  const route = useQuery({ ...tourQueryOptions(id ?? ''), enabled: Boolean(id) });
  const narration = useQuery({ ...narrationQueryOptions(narrationId ?? ''), enabled: Boolean(narrationId) });
  // The codec brings the schema library with it: it is fetched only for a link that carries a tour.
  const shared = useQuery({
    queryKey: ['shared-tour', encoded],
    queryFn: async () => (await import('@roamcast/shared/logic/tour-codec')).decodeSharedTour(encoded ?? ''),
    enabled: Boolean(encoded),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const state = useMemo((): PlayerTourState => {
    if (id) {
      if (route.data) return { status: 'ready', tour: tourFromRoute(route.data), route: route.data };
      return route.isError ? { status: 'not-found' } : { status: 'loading' };
    }
    if (narrationId) {
      if (narration.data) return { status: 'ready', tour: tourFromNarration(narration.data), route: null };
      return narration.isError ? { status: 'not-found' } : { status: 'loading' };
    }
    if (encoded) {
      if (shared.data) return { status: 'ready', tour: tourFromShared(shared.data, `shared:${encoded}`), route: null };
      return shared.isPending ? { status: 'loading' } : { status: 'not-found' };
    }
    return { status: 'not-found' };
  }, [
    id,
    route.data,
    route.isError,
    narrationId,
    narration.data,
    narration.isError,
    shared.data,
    shared.isPending,
    encoded,
  ]);

  const { refetch } = route;
  return { state, refetch: () => (id ? refetch() : Promise.resolve()) };
}
