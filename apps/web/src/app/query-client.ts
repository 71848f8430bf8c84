import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_TIME_MS } from '@roamcast/shared/catalog/constants';

/** SPEC §9: stale after 5 minutes, one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRY, refetchOnWindowFocus: false },
    },
  });
}
