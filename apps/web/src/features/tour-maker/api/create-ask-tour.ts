import type { z } from 'zod';
import type { askTourBodySchema, CreatedTour } from '@roamcast/shared/schemas/tour-creation';
import { postNewTour } from './create-tour-request';

export type AskTourRequest = z.input<typeof askTourBodySchema>;

/** POST /api/tour-maker/ask-{model}-tour: a tour written from a free-text request by the named model. */
export function createAskTour(model: string, body: AskTourRequest): Promise<CreatedTour> {
  return postNewTour(`/api/tour-maker/ask-${encodeURIComponent(model)}-tour`, body);
}
