import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TierId } from '@roamcast/shared/catalog/tiers';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { CreateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

export interface SaveJourneyInput {
  name: string;
  narrationIds: string[];
  theme?: string;
}

/** The save was refused because the account holds as many tours as its plan allows. */
export class TourLimitError extends Error {
  override name = 'TourLimitError';

  constructor(
    message: string,
    readonly tier: TierId,
  ) {
    super(message);
  }
}

/** A 403 is the tour limit only if the limits say so (it may also be someone else's narration). */
async function limitReached(refusal: ApiError): Promise<TourLimitError | null> {
  try {
    const limits = await api.get<UserLimits>('/api/user/limits');
    return limits.tours.current >= limits.tours.limit ? new TourLimitError(refusal.message, limits.tier) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/tour-maker/routes: a recorded journey becomes a live-discovery route (SPEC §4).
 * Rejects with ApiError (401: nobody signed in) or TourLimitError.
 */
export async function saveJourney({ name, narrationIds, theme }: SaveJourneyInput): Promise<Route> {
  const body = {
    name: name.trim(),
    recordedFrom: 'live_discovery',
    hasLiveNarrations: 1,
    narrationIds,
    ...(theme ? { theme } : {}),
  } satisfies CreateRouteBody;
  try {
    return await api.post<Route>('/api/tour-maker/routes', body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw (await limitReached(error)) ?? error;
    throw error;
  }
}

export function useSaveJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJourney,
    // Account data (tour counts and lists) lives under ['user'] and now has one tour more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
