import type { z } from 'zod';
import type { CreatedTour, importTourBodySchema } from '@roamcast/shared/schemas/tour-creation';
import { postNewTour } from './create-tour-request';

export type ImportTourRequest = z.input<typeof importTourBodySchema>;

/** POST /api/tour-maker/import-tour: a maps link, share code, encoded tour or GPX/KML file's text. */
export function createImportTour(body: ImportTourRequest): Promise<CreatedTour> {
  return postNewTour('/api/tour-maker/import-tour', body);
}
