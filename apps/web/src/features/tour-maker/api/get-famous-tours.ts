import { queryOptions } from '@tanstack/react-query';
import type { FamousTour } from '@roamcast/shared/schemas/tour';
import { api } from '../../../lib/api/api-client';

/** SPEC §7 GET /api/tour-maker/famous: the curated tours, for visitors too. */
export const famousToursQueryOptions = queryOptions({
  queryKey: ['famous-tours'] as const,
  queryFn: ({ signal }) => api.get<FamousTour[]>('/api/tour-maker/famous', { signal }),
});
