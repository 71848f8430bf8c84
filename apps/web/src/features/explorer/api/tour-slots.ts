import { useQuery } from '@tanstack/react-query';
import { LIMITS_CACHE_MS } from '@roamcast/shared/catalog/constants';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { api } from '../../../lib/api/api-client';

/**
 * The account's tour slots while Save Your Journey is open (issue 24): a saved journey becomes a tour,
 * so the dialog says how many remain. Same cache entry as the settings' limits; nothing for a visitor.
 */
export function useTourSlots(enabled: boolean): { left: number; limit: number } | null {
  const limits = useQuery({
    queryKey: ['user', 'limits'],
    queryFn: ({ signal }) => api.get<UserLimits>('/api/user/limits', { signal }),
    staleTime: LIMITS_CACHE_MS,
    enabled,
    retry: false,
  });
  if (!limits.data) return null;
  const { current, limit } = limits.data.tours;
  return { left: Math.max(0, limit - current), limit };
}
