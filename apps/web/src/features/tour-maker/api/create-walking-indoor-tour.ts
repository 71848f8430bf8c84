import type { z } from 'zod';
import type { CreatedTour, walkingIndoorTourBodySchema } from '@roamcast/shared/schemas/tour-creation';
import { postNewTour } from './create-tour-request';

export type WalkingIndoorTourRequest = z.input<typeof walkingIndoorTourBodySchema>;

/** POST /api/tour-maker/walking-indoor-tour: a walk from a starting place, or chapters inside one venue. */
export function createWalkingIndoorTour(body: WalkingIndoorTourRequest): Promise<CreatedTour> {
  return postNewTour('/api/tour-maker/walking-indoor-tour', body);
}
