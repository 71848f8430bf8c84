import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS_CACHE_MS } from '@roamcast/shared/catalog/constants';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { api } from '../../../lib/api/api-client';

export function getLimits({ signal }: { signal: AbortSignal }): Promise<UserLimits> {
  return api.get<UserLimits>('/api/user/limits', { signal });
}

/** Loaded when the settings open and cached 10 s (SPEC §7). */
export const limitsQueryOptions = queryOptions({
  queryKey: ['user', 'limits'],
  queryFn: getLimits,
  staleTime: LIMITS_CACHE_MS,
});

export function useLimits(enabled: boolean) {
  return useQuery({ ...limitsQueryOptions, enabled });
}
