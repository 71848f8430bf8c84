import type { TierId } from '@roamcast/shared/catalog/tiers';
import type { CreatedTour } from '@roamcast/shared/schemas/tour-creation';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { isLimitReached } from '@roamcast/shared/logic/limits';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

/** Finding stops for a new tour may ask the map and knowledge services a few times: wait longer than 30 s. */
const CREATION_TIMEOUT_MS = 120_000;

/** The account already holds as many tours as its plan allows; nothing was saved. */
export class TourLimitError extends Error {
  override name = 'TourLimitError';

  constructor(readonly tier: TierId) {
    super('Tour limit reached');
  }
}

// Read fresh every time: a tour deleted a moment ago in My Tours must count at once.
function getLimits(): Promise<UserLimits> {
  return api.get<UserLimits>('/api/user/limits');
}

/** SPEC §5: in create mode no save is made at the limit; the upgrade prompt opens instead. */
export async function assertBelowTourLimit(): Promise<void> {
  const limits = await getLimits();
  if (isLimitReached(limits.tours.current, limits.tours.limit)) throw new TourLimitError(limits.tier);
}

/**
 * POSTs to one of the five creation endpoints. A 403 is the tour limit only when the limits say so
 * (another tab may have saved a tour meanwhile); any other refusal keeps the server's words.
 */
export async function postNewTour(path: string, body: object): Promise<CreatedTour> {
  try {
    return await api.post<CreatedTour>(path, body, { timeoutMs: CREATION_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      const limits = await getLimits().catch(() => null);
      if (limits && isLimitReached(limits.tours.current, limits.tours.limit)) throw new TourLimitError(limits.tier);
    }
    throw error;
  }
}
