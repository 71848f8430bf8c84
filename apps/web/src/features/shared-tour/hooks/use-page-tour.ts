import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { POLLING_MS } from '@roamcast/shared/catalog/constants';
import { currentLanguage } from '../../../lib/i18n';
import { getSharedTour } from '../api/shared-tour-api';
import { storiesOnTheWay, tourFromData, tourFromPublic, type PageTour } from '../logic/page-tour';

export type PageTourState = { status: 'loading' } | { status: 'not-found' } | { status: 'ready'; tour: PageTour };

/**
 * /tour/{shareCode} reads the shared tour (no account); /tour?data= decodes the tour the link carries
 * with no server call at all (SPEC §2). Anything else, or a link that fails, is 'Tour Not Found'.
 */
export function usePageTour(): PageTourState {
  const { shareCode } = useParams();
  const [params] = useSearchParams();
  const encoded = shareCode ? null : params.get('data');

  const shared = useQuery({
    queryKey: ['shared-tour-page', shareCode, currentLanguage()],
    queryFn: async ({ signal }) => tourFromPublic(await getSharedTour(shareCode ?? '', signal)),
    enabled: Boolean(shareCode),
    retry: false,
    // A famous tour's stories still being made (issue 24) arrive stop by stop, as the player's do.
    refetchInterval: (query) =>
      query.state.data && storiesOnTheWay(query.state.data) ? POLLING_MS.famousGeneration : false,
  });
  // The decoder is its own small download, fetched only for a link that carries a tour.
  const decoded = useQuery({
    queryKey: ['shared-tour-data', encoded],
    queryFn: async () => {
      const tour = (await import('@roamcast/shared/logic/tour-codec')).decodeSharedTour(encoded ?? '');
      return tour ? tourFromData(tour) : null;
    },
    enabled: Boolean(encoded),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const source = shareCode ? shared : encoded ? decoded : null;
  if (!source) return { status: 'not-found' };
  if (source.data) return { status: 'ready', tour: source.data };
  return source.isPending ? { status: 'loading' } : { status: 'not-found' };
}
