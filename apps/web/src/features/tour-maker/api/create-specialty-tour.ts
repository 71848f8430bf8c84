import type { z } from 'zod';
import type { CreatedTour, specialtyTourBodySchema } from '@roamcast/shared/schemas/tour-creation';
import { postNewTour } from './create-tour-request';

export type SpecialtyTourRequest = z.input<typeof specialtyTourBodySchema>;

/** POST /api/tour-maker/specialty-tour: stops chosen for a preset or custom theme near a place. */
export function createSpecialtyTour(body: SpecialtyTourRequest): Promise<CreatedTour> {
  return postNewTour('/api/tour-maker/specialty-tour', body);
}
