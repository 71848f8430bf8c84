import { queryOptions } from '@tanstack/react-query';
import type { FamousTour } from '@roamcast/shared/schemas/tour';
import { api } from '../../../lib/api/api-client';
import { readFamousToursCache, writeFamousToursCache } from './famous-tours-cache';

/**
 * SPEC §7 GET /api/tour-maker/famous: the curated tours, for visitors too. A copy saved in this
 * browser within 7 days shows at once; it is refreshed in the background once older than the
 * query cache's 5 minutes.
 */
export const famousToursQueryOptions = queryOptions({
  queryKey: ['famous-tours'] as const,
  queryFn: async ({ signal }) => {
    const tours = await api.get<FamousTour[]>('/api/tour-maker/famous', { signal });
    writeFamousToursCache(tours);
    return tours;
  },
  initialData: () => readFamousToursCache()?.tours,
  initialDataUpdatedAt: () => readFamousToursCache()?.savedAt,
});
