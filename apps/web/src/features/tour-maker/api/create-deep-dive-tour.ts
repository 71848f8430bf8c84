import type { z } from 'zod';
import type { CreatedTour, deepDiveTourBodySchema } from '@roamcast/shared/schemas/tour-creation';
import { postNewTour } from './create-tour-request';

export type DeepDiveTourRequest = z.input<typeof deepDiveTourBodySchema>;

/** POST /api/tour-maker/deep-dive-tour: one place or topic told in chapters. */
export function createDeepDiveTour(body: DeepDiveTourRequest): Promise<CreatedTour> {
  return postNewTour('/api/tour-maker/deep-dive-tour', body);
}
