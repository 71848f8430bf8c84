import type { Route } from '@roamcast/shared/schemas/tour';
import { api } from '../../../lib/api/api-client';
import { ROUTES_PATH } from '../../../lib/tours/tour-api';

/** POST /api/tour-maker/routes/{id}/copy: the famous tour, copied into the signed-in user's own tours. */
export function copyFamousTour(id: string): Promise<Route> {
  return api.post<Route>(`${ROUTES_PATH}/${id}/copy`, {});
}
